CREATE TABLE "bonus_hunt_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hunt_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"slot_id" uuid,
	"bet_cents" integer DEFAULT 0 NOT NULL,
	"earning_cents" bigint DEFAULT 0 NOT NULL,
	"super_bonus" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_hunt_bonuses_money_nonnegative" CHECK ("bonus_hunt_bonuses"."bet_cents" >= 0 and "bonus_hunt_bonuses"."earning_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_hunts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"start_cents" bigint DEFAULT 0 NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_hunts_start_nonnegative" CHECK ("bonus_hunts"."start_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"search_name" text NOT NULL,
	"provider_key" text NOT NULL,
	"thumbnail" text,
	"rtp" text,
	"volatility" text,
	"max_win" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_hunt_bonuses" ADD CONSTRAINT "bonus_hunt_bonuses_hunt_id_bonus_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."bonus_hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_hunt_bonuses" ADD CONSTRAINT "bonus_hunt_bonuses_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_hunts" ADD CONSTRAINT "bonus_hunts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_hunt_bonuses_hunt_idx" ON "bonus_hunt_bonuses" USING btree ("hunt_id","position");--> statement-breakpoint
CREATE INDEX "bonus_hunts_owner_idx" ON "bonus_hunts" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "slots_identity_uq" ON "slots" USING btree ("search_name","provider_key");--> statement-breakpoint
CREATE INDEX "slots_search_trgm_idx" ON "slots" USING gin ("search_name" gin_trgm_ops);