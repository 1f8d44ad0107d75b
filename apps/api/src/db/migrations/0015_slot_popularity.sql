CREATE TABLE "slot_picks" (
	"slot_id" uuid NOT NULL,
	"picker" text NOT NULL,
	"counted_on" date NOT NULL,
	CONSTRAINT "slot_picks_slot_id_picker_pk" PRIMARY KEY("slot_id","picker")
);
--> statement-breakpoint
ALTER TABLE "slots" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_picks" ADD CONSTRAINT "slot_picks_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_popularity_nonnegative" CHECK ("slots"."popularity" >= 0);