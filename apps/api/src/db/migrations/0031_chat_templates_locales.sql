-- The chat bot speaks en, pt-PT and pt-BR (ADR 057): the admin's reply templates are stored per kind
-- and language. A template saved for the old `pt` (Brazilian Portuguese, the reference product's) is
-- the `pt-BR` one now; a `pt-BR` text already there is kept; `en` and every other value are unchanged.
UPDATE "chat_command_settings" AS s
SET "templates" = (
  SELECT coalesce(
    jsonb_object_agg(
      e.key,
      CASE
        WHEN jsonb_typeof(e.value) = 'object' AND (e.value -> 'pt') IS NOT NULL
          THEN jsonb_build_object('pt-BR', e.value -> 'pt') || (e.value - 'pt')
        ELSE e.value
      END
    ),
    '{}'::jsonb
  )
  FROM jsonb_each(s."templates") AS e
)
WHERE jsonb_typeof(s."templates") = 'object'
  AND EXISTS (
    SELECT 1 FROM jsonb_each(s."templates") AS e
    WHERE jsonb_typeof(e.value) = 'object' AND (e.value -> 'pt') IS NOT NULL
  );
