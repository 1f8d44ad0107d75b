CREATE TABLE "fairness_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "fairness_seeds_status_valid" CHECK ("fairness_seeds"."status" in ('active', 'revealed')),
	CONSTRAINT "fairness_seeds_nonce_nonnegative" CHECK ("fairness_seeds"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"seed_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"total_bet" integer NOT NULL,
	"payout" integer DEFAULT 0 NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "games_kind_valid" CHECK ("games"."kind" in ('mines', 'blackjack')),
	CONSTRAINT "games_status_valid" CHECK ("games"."status" in ('active', 'finished')),
	CONSTRAINT "games_amounts_nonnegative" CHECK ("games"."total_bet" >= 0 and "games"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fairness_seeds" ADD CONSTRAINT "fairness_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_seed_id_fairness_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fairness_seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_seeds_one_active_per_user" ON "fairness_seeds" USING btree ("user_id") WHERE "fairness_seeds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "fairness_seeds_user_idx" ON "fairness_seeds" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "games_one_active_per_user_kind" ON "games" USING btree ("user_id","kind") WHERE "games"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "games_seed_nonce_key" ON "games" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "games_user_created_idx" ON "games" USING btree ("user_id","created_at" DESC NULLS LAST);