import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

export const subleagues = pgTable(
  'subleagues',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    creatorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random and unguessable; the invite link carries it. */
    inviteCode: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subleagues_invite_code_key').on(t.inviteCode)],
);

export const subleagueMembers = pgTable(
  'subleague_members',
  {
    subleagueId: integer()
      .notNull()
      .references(() => subleagues.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subleagueId, t.userId] }),
    index('subleague_members_user_idx').on(t.userId),
  ],
);
