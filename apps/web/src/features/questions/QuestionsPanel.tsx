import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, Pin, Store } from "lucide-react";
import { useLocation } from "react-router";
import type { AnswerType, QuestionType } from "@vayu/shared/questions";
import { LocalisedLink } from "../../components/LocalisedLink";
import { Button } from "../../components/ui/Button";
import { LoadError } from "../../components/ui/LoadError";
import { useFormats } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { useMayAnswer, useQuestions } from "./api/questions";
import { QuestionTextForm } from "./QuestionTextForm";

/**
 * "Questions and answers" on the product page (docs/decisions/331-product-questions.md): its own
 * chunk, rendered by the page server and taken over by the browser once it nears the screen
 * (./ProductQuestions.tsx).
 */
export function QuestionsPanel({ productId }: { productId: string }) {
  const { t } = useLingui();
  const questions = useQuestions(productId);
  const mayAnswer = useMayAnswer(productId).data?.canAnswer ?? false;
  const list = questions.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-10">
      <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <Ask productId={productId} />
      </div>
      <div>
        {questions.isError ? (
          <LoadError onRetry={() => void questions.refetch()} />
        ) : list.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
            <Trans>No questions yet. Ask the first one: our staff and shoppers who bought it will answer.</Trans>
          </p>
        ) : (
          <>
            <ul className="space-y-3">
              {list.map((question) => (
                <QuestionItem key={question._id} question={question} productId={productId} mayAnswer={mayAnswer} />
              ))}
            </ul>
            {questions.hasNextPage && (
              <Button
                variant="outline"
                className="mt-4 w-full sm:w-auto"
                loading={questions.isFetchingNextPage}
                onClick={() => void questions.fetchNextPage()}
              >
                {t`Show more questions`}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** The question form, or a login link that brings the shopper back to it. */
function Ask({ productId }: { productId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const back = `${location.pathname}${location.search}#questions`;
    return (
      <p className="text-sm text-slate-700">
        <Trans>
          Have a question about this product?{" "}
          <LocalisedLink
            to={`/login?${new URLSearchParams({ redirect: back })}`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Log in to ask
          </LocalisedLink>
        </Trans>
      </p>
    );
  }
  return <QuestionTextForm productId={productId} label={t`Your question`} submitLabel={t`Ask`} />;
}

function QuestionItem({ question, productId, mayAnswer }: { question: QuestionType; productId: string; mayAnswer: boolean }) {
  const { t } = useLingui();
  const { date } = useFormats();
  const author = question.author;
  return (
    <li className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      {question.pinned && (
        <p className="mb-1 flex items-center gap-1 text-xs font-semibold text-brand-700">
          <Pin className="size-3.5" aria-hidden />
          <Trans>Pinned by the store</Trans>
        </p>
      )}
      <p className="font-semibold break-words text-ink">
        <span className="text-brand-700">
          <Trans comment="Short for 'Question', before the question's text">Q:</Trans>
        </span>{" "}
        {question.text}
      </p>
      <p className="mt-1 text-xs text-slate-500">
        <Trans>
          Asked by {author} on <time dateTime={question.createdAt}>{date(question.createdAt)}</time>
        </Trans>
      </p>
      {question.answers.length > 0 && (
        <ul className="mt-3 space-y-3 border-l-2 border-slate-200 pl-3">
          {question.answers.map((answer) => (
            <AnswerItem key={answer._id} answer={answer} />
          ))}
        </ul>
      )}
      {mayAnswer && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t`Answer this question`}</summary>
          <div className="mt-2">
            <QuestionTextForm productId={productId} questionId={question._id} label={t`Your answer`} submitLabel={t`Post answer`} />
          </div>
        </details>
      )}
    </li>
  );
}

function AnswerItem({ answer }: { answer: AnswerType }) {
  const { date } = useFormats();
  const author = answer.author;
  return (
    <li>
      <p className="text-sm break-words whitespace-pre-line text-slate-800">{answer.text}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
        {answer.kind === "staff" ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
            <Store className="size-3.5" aria-hidden />
            <Trans>{author} (the store)</Trans>
          </span>
        ) : (
          <>
            <span>{author}</span>
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800">
              <BadgeCheck className="size-3.5" aria-hidden />
              <Trans>Verified buyer</Trans>
            </span>
          </>
        )}
        <time dateTime={answer.createdAt}>{date(answer.createdAt)}</time>
      </p>
    </li>
  );
}
