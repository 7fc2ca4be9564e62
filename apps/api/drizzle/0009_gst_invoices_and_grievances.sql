CREATE SEQUENCE "public"."grievance_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"financial_year" text NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"seller" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "credit_notes_refundId_unique" UNIQUE("refund_id"),
	CONSTRAINT "credit_notes_serial_unique" UNIQUE("serial"),
	CONSTRAINT "credit_notes_financialYear_number_unique" UNIQUE("financial_year","number"),
	CONSTRAINT "credit_notes_serial_length" CHECK (char_length("credit_notes"."serial") <= 16)
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"financial_year" text NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"supply" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "invoices_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_serial_unique" UNIQUE("serial"),
	CONSTRAINT "invoices_financialYear_number_unique" UNIQUE("financial_year","number"),
	CONSTRAINT "invoices_serial_length" CHECK (char_length("invoices"."serial") <= 16)
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer DEFAULT nextval('grievance_number_seq') NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"order_number" text,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"due_by" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievances_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievances_status_due_by_index" ON "grievances" USING btree ("status","due_by");--> statement-breakpoint
-- Hand-written: tax documents stay tied to what they document and are kept as the law
-- requires, so an order or refund with an invoice or credit note cannot be deleted. (The
-- Drizzle schema leaves these out: the invoices domain does not import orders or checkout.)
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id");
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id");
