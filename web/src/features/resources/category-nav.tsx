/** The resources categories as links, above the lists (only when the categories are at hand). */
import { Link } from '@tanstack/react-router';
import { useForumCategories } from './api/get-forum-categories.ts';
import { words } from './words.ts';

export function CategoryNav({ current }: { current?: string }) {
  const { data: categories } = useForumCategories();
  if (!categories?.length) return null;
  return (
    <nav className="res-categories" aria-label={words.categoriesLabel}>
      <ul>
        <li>
          <Link to="/resources" aria-current={current === undefined ? 'page' : undefined}>
            {words.allResources}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to="/resources/$category"
              params={{ category: category.urlSafeName }}
              aria-current={current === category.urlSafeName ? 'page' : undefined}
            >
              {category.displayName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
