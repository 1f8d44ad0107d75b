ALTER TABLE "casino_accounts" ADD COLUMN "show_site_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_standings" ADD COLUMN "top_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The months written before this column: their first ten names, in the order the body lists them.
UPDATE "wager_standings" SET "top_names" = ARRAY(
  SELECT e->>'username' FROM jsonb_array_elements("rows") WITH ORDINALITY AS t(e, i) ORDER BY i LIMIT 10
);
