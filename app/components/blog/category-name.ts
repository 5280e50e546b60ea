import { BLOG_CATEGORY_SLUGS, type BlogCategorySlug } from "~/config/blog";
import { useT } from "~/utils/i18n";

/**
 * A blog category's name in the page's language. The five categories are fixed by slug, so each has
 * its name in the catalogue; a category outside them shows its stored name.
 */
export function useCategoryName() {
  const t = useT("blog");
  return (category: { slug: string; name: string }) =>
    BLOG_CATEGORY_SLUGS.includes(category.slug as BlogCategorySlug) ? t(`categories.${category.slug}`) : category.name;
}
