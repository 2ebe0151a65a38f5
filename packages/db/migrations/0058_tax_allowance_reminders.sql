CREATE TABLE "tax_allowance_reminders" (
	"year" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"employees" integer NOT NULL,
	"undeclared" integer NOT NULL
);
