CREATE TABLE "emi_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"tenure_months" integer NOT NULL,
	"yearly_rate_bp" integer NOT NULL,
	"no_cost" boolean DEFAULT false NOT NULL,
	"min_amount_paise" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emi_plans_tenure" CHECK ("emi_plans"."tenure_months" BETWEEN 1 AND 60),
	CONSTRAINT "emi_plans_rate" CHECK ("emi_plans"."yearly_rate_bp" BETWEEN 0 AND 6000),
	CONSTRAINT "emi_plans_min_amount" CHECK ("emi_plans"."min_amount_paise" >= 0)
);
