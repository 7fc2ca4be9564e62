import type { ProductCreate, ProductPatch } from "@vayu/shared/admin";
import type {
  CategoryBodyType,
  CategoryPatchBodyType,
  StaffCategoriesResponseType,
  StaffCategoryResponseType,
  StaffProductResponseType,
  StaffProductsResponseType,
  StaffSubcategoryResponseType,
  SubcategoryBodyType,
  SubcategoryPatchBodyType,
} from "@vayu/shared/staff-catalog";
import { staffResource } from "./staff-resource";

/** /admin/products: every product, hidden ones too, with every field. */
export const staffProducts = staffResource<ProductCreate, ProductPatch>()(
  "products",
  (body: StaffProductsResponseType) => body.products,
  (body: StaffProductResponseType) => body.product,
);

/** /admin/categories: the categories with their subcategories and how many products use each. */
export const staffCategories = staffResource<CategoryBodyType, CategoryPatchBodyType>()(
  "categories",
  (body: StaffCategoriesResponseType) => body.categories,
  (body: StaffCategoryResponseType) => body.category,
);

/** /admin/subcategories: written here, listed inside the categories. */
export const staffSubcategories = staffResource<SubcategoryBodyType, SubcategoryPatchBodyType>()(
  "subcategories",
  (body: StaffCategoriesResponseType) => body.categories,
  (body: StaffSubcategoryResponseType) => body.subcategory,
);
