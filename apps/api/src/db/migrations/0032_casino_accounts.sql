CREATE TABLE "affiliate_settings" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"claim_expiry_days" integer DEFAULT 30 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_settings_one_row" CHECK ("affiliate_settings"."id" = 'site'),
	CONSTRAINT "affiliate_settings_expiry_range" CHECK ("affiliate_settings"."claim_expiry_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "casino_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sponsor_id" uuid NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_period" text,
	"ended_at" timestamp with time zone,
	"decided_by" uuid,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_accounts_state_valid" CHECK ("casino_accounts"."state" in ('pending', 'verified', 'expired', 'revoked')),
	CONSTRAINT "casino_accounts_key" CHECK ("casino_accounts"."username_key" = lower(btrim("casino_accounts"."username"))),
	CONSTRAINT "casino_accounts_username_length" CHECK (char_length("casino_accounts"."username") between 1 and 64),
	CONSTRAINT "casino_accounts_verified_period" CHECK ("casino_accounts"."verified_period" is null or "casino_accounts"."verified_period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "affiliate_settings" ADD CONSTRAINT "affiliate_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_accounts" ADD CONSTRAINT "casino_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_accounts" ADD CONSTRAINT "casino_accounts_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_accounts" ADD CONSTRAINT "casino_accounts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_accounts_one_live_per_sponsor" ON "casino_accounts" USING btree ("user_id","sponsor_id") WHERE "casino_accounts"."state" in ('pending', 'verified');--> statement-breakpoint
CREATE UNIQUE INDEX "casino_accounts_one_claimant" ON "casino_accounts" USING btree ("sponsor_id","username_key") WHERE "casino_accounts"."state" in ('pending', 'verified', 'revoked');--> statement-breakpoint
CREATE INDEX "casino_accounts_user_idx" ON "casino_accounts" USING btree ("user_id");