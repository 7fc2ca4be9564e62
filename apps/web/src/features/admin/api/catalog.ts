import type { ProductCreate, ProductPatch } from "@vayu/shared/admin";
import {
  StaffCategoriesResponse,
  StaffCategoryResponse,
  StaffProductResponse,
  StaffProductsResponse,
  StaffSubcategoryResponse,
  type CategoryBodyType,
  type CategoryPatchBodyType,
  type SubcategoryBodyType,
  type SubcategoryPatchBodyType,
} from "@vayu/shared/staff-catalog";
import { staffResource } from "./staff-resource";

/** /admin/products: every product, hidden ones too, with every field. */
export const staffProducts = staffResource<ProductCreate, ProductPatch>()(
  "products",
  { schema: StaffProductsResponse, pick: (body) => body.products },
  { schema: StaffProductResponse, pick: (body) => body.product },
);

/** /admin/categories: the categories with their subcategories and how many products use each. */
export const staffCategories = staffResource<CategoryBodyType, CategoryPatchBodyType>()(
  "categories",
  { schema: StaffCategoriesResponse, pick: (body) => body.categories },
  { schema: StaffCategoryResponse, pick: (body) => body.category },
);

/** /admin/subcategories: written here, listed inside the categories. */
export const staffSubcategories = staffResource<SubcategoryBodyType, SubcategoryPatchBodyType>()(
  "subcategories",
  { schema: StaffCategoriesResponse, pick: (body) => body.categories },
  { schema: StaffSubcategoryResponse, pick: (body) => body.subcategory },
);
