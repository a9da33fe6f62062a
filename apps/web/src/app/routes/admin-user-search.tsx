import { UserSearchPage } from '../../features/admin/components/user-search-page';

// SPEC §2 route table: /admin/user-search.
export function Component() {
  return <UserSearchPage />;
}
