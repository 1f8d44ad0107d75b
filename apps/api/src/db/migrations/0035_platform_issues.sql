-- The connections' last failures and the ticks' errors are codes and figures (ADR 057): the web writes
-- the sentence in the admin's language. The English texts stored before become their code where the
-- text is one this app wrote (the upstream part kept as the detail), else UNKNOWN with the text as the
-- detail.
ALTER TABLE "earning_connection" ALTER COLUMN "last_error" SET DATA TYPE jsonb USING (
  CASE
    WHEN "last_error" IS NULL THEN NULL
    WHEN "last_error" = 'Twitch refused the refresh token: connect again.'
      THEN jsonb_build_object('code', 'REFRESH_REFUSED', 'platform', 'twitch')
    WHEN "last_error" LIKE 'The Twitch chat subscription failed: %'
      THEN jsonb_build_object(
        'code', 'CHAT_SUBSCRIPTION_FAILED',
        'platform', 'twitch',
        'detail', substr("last_error", length('The Twitch chat subscription failed: ') + 1)
      )
    ELSE jsonb_build_object('code', 'UNKNOWN', 'platform', 'twitch', 'detail', "last_error")
  END
);--> statement-breakpoint
ALTER TABLE "kick_connection" ALTER COLUMN "last_error" SET DATA TYPE jsonb USING (
  CASE
    WHEN "last_error" IS NULL THEN NULL
    WHEN "last_error" = 'Kick refused the refresh token: connect again.'
      THEN jsonb_build_object('code', 'REFRESH_REFUSED', 'platform', 'kick')
    WHEN "last_error" LIKE 'Kick refused the subscription of %'
      THEN jsonb_build_object(
        'code', 'SUBSCRIPTIONS_REFUSED',
        'platform', 'kick',
        'detail', substr("last_error", length('Kick refused the subscription of ') + 1)
      )
    WHEN "last_error" LIKE 'Checking the Kick subscriptions failed: %'
      THEN jsonb_build_object(
        'code', 'SUBSCRIPTION_CHECK_FAILED',
        'platform', 'kick',
        'detail', substr("last_error", length('Checking the Kick subscriptions failed: ') + 1)
      )
    ELSE jsonb_build_object('code', 'UNKNOWN', 'platform', 'kick', 'detail', "last_error")
  END
);--> statement-breakpoint
ALTER TABLE "earning_ticks" ALTER COLUMN "error" SET DATA TYPE jsonb USING (
  CASE
    WHEN "error" IS NULL THEN NULL
    ELSE jsonb_build_array(jsonb_build_object('code', 'UNKNOWN', 'detail', "error"))
  END
);--> statement-breakpoint
ALTER TABLE "earning_ticks" RENAME COLUMN "error" TO "errors";
