import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import {
  MyQuestionsResponse,
  QuestionResponse,
  QuestionsQuery,
  QuestionsResponse,
  QuestionTextBody,
  questionParams,
  StaffAnswerPatchBody,
  staffAnswerParams,
  StaffQuestionPatchBody,
  StaffQuestionResponse,
  StaffQuestionsQuery,
  StaffQuestionsResponse,
} from "@vayu/shared/questions";
import { usePublicCaching } from "../../http/cache";
import { currentUser, isStaff, perUserLimit } from "../accounts/index";
import {
  answerQuestion,
  askQuestion,
  listQuestions,
  listStaffQuestions,
  mayAnswer,
  moderateAnswer,
  moderateQuestion,
  type AnswerDeps,
} from "./service";

const HOUR = 60 * 60_000;
/** Per signed-in account (docs/decisions/331-product-questions.md): a curious shopper asks a few, a spam run is stopped. */
export const ASK_LIMIT = { max: 5, windowMs: HOUR };
export const ANSWER_LIMIT = { max: 20, windowMs: HOUR };

const answerer = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, staff: isStaff(user) };
};

const answerDeps = (app: FastifyInstance): AnswerDeps => ({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl });

/** The list is the same for every visitor: kept like the reviews' (docs/decisions/151-public-read-cache.md). */
const publicQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  usePublicCaching(app, { cacheControl: "public, no-cache" });
  app.get(
    "/product/:id/questions",
    { schema: { params: idParam, querystring: QuestionsQuery, response: { 200: QuestionsResponse, ...errorResponses } } },
    async (request) => listQuestions(app.db, request.params.id, request.query),
  );
};

/** Asking and answering: a signed-in account, counted per account. */
const signedInQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const askLimit = perUserLimit(app, "ask-question", ASK_LIMIT);
  const answerLimit = perUserLimit(app, "answer-question", ANSWER_LIMIT);

  app.get(
    "/product/:id/questions/mine",
    { schema: { params: idParam, response: { 200: MyQuestionsResponse, ...errorResponses } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { canAnswer: await mayAnswer(app.db, answerer(request), request.params.id) };
    },
  );

  app.post(
    "/product/:id/questions",
    {
      schema: { params: idParam, body: QuestionTextBody, response: { 201: QuestionResponse, ...errorResponses } },
      preHandler: askLimit,
    },
    async (request, reply) => {
      reply.status(201);
      return { question: await askQuestion(app.db, currentUser(request).id, request.params.id, request.body.text) };
    },
  );

  app.post(
    "/product/:id/questions/:qid/answers",
    {
      schema: { params: questionParams, body: QuestionTextBody, response: { 201: QuestionResponse, ...errorResponses } },
      preHandler: answerLimit,
    },
    async (request, reply) => {
      const { id, qid } = request.params;
      reply.status(201);
      return { question: await answerQuestion(answerDeps(app), answerer(request), id, qid, request.body.text) };
    },
  );
};

/** Staff moderation under /api/admin: every question, hide or pin it, hide an answer; each change audited. */
const staffQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/questions",
    { schema: { querystring: StaffQuestionsQuery, response: { 200: StaffQuestionsResponse, ...errorResponses } } },
    async (request) => listStaffQuestions(app.db, request.query),
  );

  app.patch(
    "/questions/:id",
    { schema: { params: idParam, body: StaffQuestionPatchBody, response: { 200: StaffQuestionResponse, ...errorResponses } } },
    async (request) => ({
      question: await moderateQuestion(app.db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.patch(
    "/questions/:id/answers/:answerId",
    { schema: { params: staffAnswerParams, body: StaffAnswerPatchBody, response: { 200: StaffQuestionResponse, ...errorResponses } } },
    async (request) => ({
      question: await moderateAnswer(app.db, currentUser(request).id, request.params.id, request.params.answerId, request.body.hidden),
    }),
  );
};

const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicQuestionRoutes);
  await app.register(signedInQuestionRoutes);
  await app.register(staffQuestionRoutes, { prefix: "/admin" });
};

export default questionsRoutes;
