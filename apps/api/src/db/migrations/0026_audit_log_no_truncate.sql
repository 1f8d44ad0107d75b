-- The audit log is append-only (ADR 048): TRUNCATE is refused as UPDATE and DELETE are (0024), by
-- the same function, whoever sends it. Only the table's owner can still empty it, and only by first
-- disabling this trigger by name inside its transaction (ALTER TABLE … DISABLE TRIGGER, owner-only
-- DDL PostgreSQL allows and no trigger can prevent): `npm run restore -- --force` does so to replace a
-- database's whole content with a verified backup (ADR 053), and the tests' database reset does.
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
