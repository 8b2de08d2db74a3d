CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
