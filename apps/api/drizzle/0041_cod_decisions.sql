CREATE TABLE "cod_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pincode" text NOT NULL,
	"order_value_paise" integer NOT NULL,
	"allowed" boolean NOT NULL,
	"rule" text,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_id" uuid,
	"dedupe_key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_decisions_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "cod_decisions" ADD CONSTRAINT "cod_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_decisions" ADD CONSTRAINT "cod_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_decisions_user_id_at_index" ON "cod_decisions" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "cod_decisions_pincode_at_index" ON "cod_decisions" USING btree ("pincode","at");