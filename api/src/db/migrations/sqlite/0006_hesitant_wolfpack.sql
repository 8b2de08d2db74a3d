CREATE TABLE `signing_keys` (
	`kid` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`created_at` integer NOT NULL
);
