CREATE TABLE "chat_inbox" (
	"platform" text NOT NULL,
	"message_id" text NOT NULL,
	"message" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"swept_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_inbox_platform_message_id_pk" PRIMARY KEY("platform","message_id")
);
--> statement-breakpoint
CREATE INDEX "chat_inbox_received_idx" ON "chat_inbox" USING btree ("received_at");