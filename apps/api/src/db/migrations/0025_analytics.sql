CREATE TABLE "analytics_active_days" (
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"accounts" integer NOT NULL,
	CONSTRAINT "analytics_active_days_day_platform_pk" PRIMARY KEY("day","platform")
);
--> statement-breakpoint
CREATE TABLE "analytics_ledger_days" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"issued" bigint NOT NULL,
	"spent" bigint NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "analytics_ledger_days_day_reason_pk" PRIMARY KEY("day","reason")
);
--> statement-breakpoint
CREATE TABLE "analytics_summarised_days" (
	"day" date PRIMARY KEY NOT NULL,
	"summarised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_hunt_gtb_guesses_created_idx" ON "live_hunt_gtb_guesses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_created_idx" ON "points_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "redemptions_decided_idx" ON "redemptions" USING btree ("decided_at") WHERE "redemptions"."decided_at" is not null;