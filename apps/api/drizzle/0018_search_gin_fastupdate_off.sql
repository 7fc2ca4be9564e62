-- Search's GIN indexes without a pending list (docs/decisions/101-uncached-suggest.md). With
-- fastupdate on, new entries wait in an unsorted list that every search reads through until
-- a VACUUM, an autovacuum or 4 MB of them moves them into the index (a plain ANALYZE does
-- not): after loading 10,045 products the title index was all list (220 pages), read in full
-- by every typeahead query. PGlite never vacuums by itself. A catalog write now updates the
-- indexes at once instead (about 0.4 ms more per product).
ALTER INDEX product_search_document_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX product_search_title_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX search_words_word_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX products_title_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
-- Turning fastupdate off leaves what is already listed there: move it into the indexes now.
SELECT gin_clean_pending_list('product_search_document_idx'::regclass),
  gin_clean_pending_list('product_search_title_idx'::regclass),
  gin_clean_pending_list('search_words_word_trgm_idx'::regclass),
  gin_clean_pending_list('products_title_trgm_idx'::regclass);
