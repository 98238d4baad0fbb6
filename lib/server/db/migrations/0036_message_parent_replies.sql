-- Parents answer in a message's thread (issue 35): a reply is written either by a staff user (author_user) or by
-- the family's app account (author_account), never both and never neither. A parent's reply does not change the
-- message's state (unread → read → cancelled stay as migration 0034 keeps them); a read message whose newest parent
-- reply came after staff last read it waits for staff again (lib/server/requests/review-kinds.ts, `alsoWaiting`).
ALTER TABLE "message_replies" ALTER COLUMN "author_user" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "message_replies" ADD COLUMN "author_account" uuid;
--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_author_check" CHECK (("author_user" IS NULL) <> ("author_account" IS NULL));
