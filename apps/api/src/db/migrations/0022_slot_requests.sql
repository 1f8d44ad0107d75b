CREATE TABLE "chat_reply_sends" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_reply_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_request_settings" (
	"id" text PRIMARY KEY DEFAULT 'channel' NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_request_settings_cost_range" CHECK ("slot_request_settings"."cost" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "slot_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slot_id" uuid,
	"slot_name" text NOT NULL,
	"slot_provider" text NOT NULL,
	"source" text NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"hunt_bonus_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "slot_requests_cost_nonnegative" CHECK ("slot_requests"."cost" >= 0),
	CONSTRAINT "slot_requests_status_known" CHECK ("slot_requests"."status" in ('open', 'played', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "slot_request_settings" ADD CONSTRAINT "slot_request_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_requests" ADD CONSTRAINT "slot_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_requests" ADD CONSTRAINT "slot_requests_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_requests" ADD CONSTRAINT "slot_requests_hunt_bonus_id_live_hunt_bonuses_id_fk" FOREIGN KEY ("hunt_bonus_id") REFERENCES "public"."live_hunt_bonuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_requests" ADD CONSTRAINT "slot_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_reply_sends_platform_idx" ON "chat_reply_sends" USING btree ("platform","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_requests_one_open" ON "slot_requests" USING btree ("user_id") WHERE "slot_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "slot_requests_status_idx" ON "slot_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "slot_requests_decided_idx" ON "slot_requests" USING btree ("decided_at" DESC NULLS LAST);