import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { questionLimits, STAFF_QUESTION_FILTERS, type StaffQuestionType } from "@vayu/shared/questions";
import { Button } from "../../components/ui/Button";
import { TextAreaField } from "../../components/ui/FormFields";
import { LoadError } from "../../components/ui/LoadError";
import { NewerOlderPager } from "./NewerOlderPager";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useModerateQuestion, useStaffAnswer, useStaffQuestions, type StaffQuestionFilter } from "./api/questions";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
const FILTER_LABELS: Record<StaffQuestionFilter, string> = { all: "All", visible: "Visible", hidden: "Hidden" };
const FAILED = "The change could not be saved. Please try again.";

/**
 * Shoppers' questions, newest first (docs/decisions/331-product-questions.md): staff answer as the
 * store, pin the useful ones to the top of the product's list and hide abusive questions or
 * answers; each change is audited.
 */
export function QuestionsTab() {
  const [status, setStatus] = useState<StaffQuestionFilter>("all");
  const [page, setPage] = useState(1);
  const questions = useStaffQuestions(page, status);
  return (
    <section aria-label="Questions" className="space-y-3">
      <div role="group" aria-label="Show questions" className="inline-flex rounded-lg bg-white p-1 ring-1 ring-slate-200">
        {STAFF_QUESTION_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={status === option}
            onClick={() => {
              setStatus(option);
              setPage(1);
            }}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold ${status === option ? "bg-brand-600 text-white" : "text-slate-700 hover:text-brand-700"}`}
          >
            {FILTER_LABELS[option]}
          </button>
        ))}
      </div>
      {questions.isPending ? (
        <div role="status" aria-label="Loading" className="h-40 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
      ) : questions.isError ? (
        <LoadError onRetry={() => void questions.refetch()} />
      ) : questions.data.questions.length === 0 ? (
        <p className="rounded-xl bg-white px-4 py-10 text-center font-semibold text-ink ring-1 ring-slate-200">No questions here.</p>
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2">
            {questions.data.questions.map((question) => (
              <QuestionCard key={question._id} question={question} />
            ))}
          </ul>
          <NewerOlderPager page={page} total={questions.data.total} pageSize={questions.data.pageSize} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function QuestionCard({ question }: { question: StaffQuestionType }) {
  const moderate = useModerateQuestion();
  const change = (hiddenOrPinned: { hidden: boolean } | { pinned: boolean }, done: string) =>
    moderate.mutate(
      { kind: "question", id: question._id, change: hiddenOrPinned },
      { onSuccess: () => toast.success(done), onError: (error) => toast.error(errorMessage(error, FAILED)) },
    );
  const setAnswerHidden = (answerId: string, hidden: boolean) =>
    moderate.mutate(
      { kind: "answer", id: question._id, answerId, hidden },
      {
        onSuccess: () => toast.success(hidden ? "Answer hidden." : "Answer shown again."),
        onError: (error) => toast.error(errorMessage(error, FAILED)),
      },
    );
  return (
    <li className={`rounded-xl bg-white p-4 ring-1 ${question.hidden ? "ring-amber-300" : "ring-slate-200"}`}>
      <Link to={`/product/${question.product._id}#questions`} className="text-sm font-semibold break-words text-brand-700 hover:underline">
        {question.product.title}
      </Link>
      <p className="mt-1 font-semibold break-words text-ink">{question.text}</p>
      <p className="mt-1 text-xs break-all text-slate-500">
        {question.author} ({question.askerEmail}) · <time dateTime={question.createdAt}>{dateTime.format(new Date(question.createdAt))}</time>
        {question.pinned && <span className="ml-1 font-semibold text-brand-700">· Pinned</span>}
        {question.hidden && <span className="ml-1 font-semibold text-amber-800">· Hidden</span>}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={moderate.isPending}
          onClick={() => change({ pinned: !question.pinned }, question.pinned ? "Question unpinned." : "Question pinned.")}
          aria-label={`${question.pinned ? "Unpin" : "Pin"} question "${question.text}"`}
        >
          {question.pinned ? "Unpin" : "Pin"}
        </Button>
        <Button
          variant={question.hidden ? "outline" : "danger"}
          size="sm"
          disabled={moderate.isPending}
          onClick={() => change({ hidden: !question.hidden }, question.hidden ? "Question shown again." : "Question hidden.")}
          aria-label={`${question.hidden ? "Show" : "Hide"} question "${question.text}"`}
        >
          {question.hidden ? "Show" : "Hide"}
        </Button>
      </div>
      {question.answers.length > 0 && (
        <ul className="mt-3 space-y-2">
          {question.answers.map((answer) => (
            <li key={answer._id} className={`rounded-lg p-3 text-sm ${answer.hidden ? "bg-amber-50" : "bg-slate-50"}`}>
              <p className="break-words whitespace-pre-line text-slate-800">{answer.text}</p>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs text-slate-500">
                  {answer.authorName} · {answer.kind === "staff" ? "Store" : "Verified buyer"}
                  {answer.hidden && <span className="ml-1 font-semibold text-amber-800">· Hidden</span>}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={moderate.isPending}
                  onClick={() => setAnswerHidden(answer._id, !answer.hidden)}
                  aria-label={`${answer.hidden ? "Show" : "Hide"} answer by ${answer.authorName}`}
                >
                  {answer.hidden ? "Show" : "Hide"}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {!question.hidden && <AnswerForm question={question} />}
    </li>
  );
}

/** Staff answer as the store; the asker is e-mailed. */
function AnswerForm({ question }: { question: StaffQuestionType }) {
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const answer = useStaffAnswer(question.product._id, question._id);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim().length < questionLimits.min) return setError("Please write at least 10 characters.");
    setError("");
    answer.mutate(text.trim(), {
      onSuccess: () => {
        setText("");
        toast.success("Answer posted; the shopper is e-mailed.");
      },
      onError: (failure) => setError(errorMessage(failure, FAILED)),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Answer "${question.text}"`} className="mt-3 grid gap-2">
      <TextAreaField
        label="Answer as the store"
        rows={2}
        maxLength={questionLimits.max}
        error={error || undefined}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Button type="submit" size="sm" loading={answer.isPending} className="justify-self-start">
        Post answer
      </Button>
    </form>
  );
}
