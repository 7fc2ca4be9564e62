ALTER TABLE "order_events" ADD COLUMN "shopper_note" text;--> statement-breakpoint
-- hand-written: notes written before staff notes became internal (ADR 187). A shopper's own
-- words stay theirs; a rejected return's reason was already e-mailed to them; an approval
-- shows its fixed words only; every other staff or system note becomes internal.
UPDATE "order_events" SET "shopper_note" = "note" WHERE "note" IS NOT NULL AND ("actor_role" = 'shopper' OR "note" LIKE 'Return rejected: %');--> statement-breakpoint
UPDATE "order_events" SET "shopper_note" = 'Return approved' WHERE "note" LIKE 'Return approved%' AND "actor_role" = 'staff';
