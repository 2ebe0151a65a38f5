DROP INDEX "employees_search_trgm";--> statement-breakpoint
CREATE INDEX "employees_search_trgm" ON "employees" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);