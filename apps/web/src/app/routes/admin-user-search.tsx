import { UserSearchPage } from '../../features/admin/components/user-search-page';

// /admin/user-search.
export function Component() {
  return <UserSearchPage />;
}
