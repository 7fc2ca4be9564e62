ALTER TABLE "emi_plans" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint-- hand-written:
-- A store seeded before this column: the seed's plans are those no staff member wrote, as every
-- staff write of a plan has its audit entry (docs/decisions/160-staff-console.md).
UPDATE "emi_plans" SET "demo" = true WHERE NOT EXISTS (SELECT 1 FROM "audit_log" WHERE "entity" = 'emi-plan' AND "entity_id" = "emi_plans"."id"::text);
