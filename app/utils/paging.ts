/** The rows of one page of an admin list (pages count from 1). */
export const pageWindow = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** How many pages a list of `total` rows fills; an empty list still has its one (empty) page. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
