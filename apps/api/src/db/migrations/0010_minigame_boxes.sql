CREATE TABLE "minigame_box_slots" (
	"box_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "minigame_box_slots_box_id_slot_id_pk" PRIMARY KEY("box_id","slot_id")
);
--> statement-breakpoint
CREATE TABLE "minigame_boxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"thumbnail" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "minigame_box_slots" ADD CONSTRAINT "minigame_box_slots_box_id_minigame_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."minigame_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_box_slots" ADD CONSTRAINT "minigame_box_slots_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE cascade ON UPDATE no action;