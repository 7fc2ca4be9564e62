CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_kind" CHECK ("answers"."kind" in ('staff', 'buyer'))
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"asker_id" uuid NOT NULL,
	"text" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_question_id_created_at_index" ON "answers" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_product_visible_idx" ON "questions" USING btree ("product_id","pinned","created_at") WHERE not "questions"."hidden";--> statement-breakpoint
CREATE INDEX "questions_asker_id_product_id_index" ON "questions" USING btree ("asker_id","product_id");--> statement-breakpoint
CREATE INDEX "questions_created_at_index" ON "questions" USING btree ("created_at");--> statement-breakpoint
-- Public reads (docs/decisions/151-public-read-cache.md): a product's questions are kept like its
-- reviews, so a question or answer written, hidden or pinned must drop the kept answers too.
CREATE TRIGGER questions_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();--> statement-breakpoint
CREATE TRIGGER answers_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON answers
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
