import { useState } from "react";
import { Controller, useFieldArray, useWatch, type DefaultValues } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { toast } from "../../lib/toast";
import {
  GST_RATES,
  productCreateBody,
  type ProductCreate,
  type ProductCreateInput,
} from "@vayu/shared/admin";
import type { StaffCategoryType, StaffProductType } from "@vayu/shared/staff-catalog";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { CheckboxField, SelectField, TextAreaField } from "../../components/ui/FormFields";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { useSchemaForm } from "../../lib/use-schema-form";
import { staffProducts } from "./api/catalog";
import { HindiNote, HindiTextAreaField, HindiTextField, SideBySide } from "./HindiFields";
import { PhotoList, SaveButton } from "./PictureUpload";

const number = (value: unknown) => (value === "" || value === null ? undefined : Number(value));

function startingValues(
  product: StaffProductType | undefined,
  categories: StaffCategoryType[],
): DefaultValues<ProductCreate> {
  if (!product) {
    const category = categories[0];
    return {
      title: "",
      description: "",
      specifications: [],
      salePrice: null,
      stock: 0,
      categoryId: category?._id ?? "",
      subcategoryId: category?.subcategories[0]?._id ?? "",
      images: [],
      active: true,
      hsn: "",
      gstRate: 18,
      countryOfOrigin: "India",
      warranty: "",
      warrantyMonths: 12,
      needsInstallation: false,
      hi: { title: "", description: "", specifications: [] },
    };
  }
  return {
    title: product.title,
    description: product.summary,
    specifications: product.specifications,
    price: product.price,
    salePrice: product.salePrice ?? null,
    stock: product.stock,
    categoryId: product.category._id,
    subcategoryId: product.subcategory._id,
    images: product.images,
    active: product.active,
    hsn: product.hsn,
    gstRate: product.gstRate,
    countryOfOrigin: product.countryOfOrigin,
    warranty: product.warranty ?? "",
    warrantyMonths: product.warrantyMonths,
    needsInstallation: product.needsInstallation,
    hi: {
      title: product.hi.title ?? "",
      description: product.hi.description ?? "",
      specifications: product.hi.specifications,
    },
  };
}

/** Every field of a product, for a new one or an existing one; the shared schema checks it before the API does. */
export function ProductEditor({
  product,
  categories,
  onDone,
}: {
  product?: StaffProductType;
  categories: StaffCategoryType[];
  onDone: () => void;
}) {
  const create = staffProducts.useCreate();
  const update = staffProducts.useUpdate();
  const { defaultWarranty } = useStoreSettings();
  const [failure, setFailure] = useState("");
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useSchemaForm<ProductCreate, ProductCreateInput>(
    productCreateBody,
    startingValues(product, categories),
  );
  const specs = useFieldArray({ control, name: "specifications" });
  // Each Hindi row sits beside the English row of its place: added and removed together.
  const hindiSpecs = useFieldArray({ control, name: "hi.specifications" });
  const categoryId = useWatch({ control, name: "categoryId" });
  const subcategories = categories.find((c) => c._id === categoryId)?.subcategories ?? [];

  const submit = handleSubmit(async (values) => {
    setFailure("");
    try {
      if (product)
        await update.mutateAsync({
          id: product._id,
          patch: { ...values, salePrice: values.salePrice ?? null },
        });
      else await create.mutateAsync(values);
      toast.success(product ? "Product saved." : "Product added.");
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, "The product could not be saved. Please try again."));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={product ? `Edit ${product.title}` : "New product"}
      className="space-y-5 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      {failure && <FormAlert message={failure} />}
      <SideBySide>
        <TextField label="Title" maxLength={200} error={errors.title?.message} {...register("title")} />
        <HindiTextField
          label="Title in Hindi"
          maxLength={200}
          error={errors.hi?.title?.message}
          {...register("hi.title")}
        />
        <TextAreaField
          label="Description"
          rows={4}
          maxLength={5000}
          error={errors.description?.message}
          {...register("description")}
        />
        <HindiTextAreaField
          label="Description in Hindi"
          rows={4}
          maxLength={5000}
          error={errors.hi?.description?.message}
          {...register("hi.description")}
        />
      </SideBySide>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Specifications</legend>
        <p className="mb-2 text-xs text-slate-500">
          A row without Hindi shows in English on the Hindi store; figures such as “70 L” need none.
        </p>
        <ul className="space-y-2">
          {specs.fields.map((field, index) => (
            <li key={field.id} className="grid items-start gap-2 sm:grid-cols-2">
              <div className="grid grid-cols-2 gap-2">
                <TextField
                  label={`Specification ${index + 1} name`}
                  placeholder="Tank capacity"
                  maxLength={40}
                  error={errors.specifications?.[index]?.label?.message}
                  {...register(`specifications.${index}.label`)}
                />
                <TextField
                  label={`Specification ${index + 1} value`}
                  placeholder="70 L"
                  maxLength={200}
                  error={errors.specifications?.[index]?.value?.message}
                  {...register(`specifications.${index}.value`)}
                />
              </div>
              <div className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <HindiTextField
                  label={`Specification ${index + 1} name in Hindi`}
                  placeholder="टंकी की क्षमता"
                  maxLength={40}
                  error={
                    errors.hi?.specifications?.[index]?.label?.message ??
                    errors.hi?.specifications?.[index]?.message
                  }
                  {...register(`hi.specifications.${index}.label`)}
                />
                <HindiTextField
                  label={`Specification ${index + 1} value in Hindi`}
                  placeholder="70 लीटर"
                  maxLength={200}
                  error={errors.hi?.specifications?.[index]?.value?.message}
                  {...register(`hi.specifications.${index}.value`)}
                />
                <button
                  type="button"
                  onClick={() => {
                    specs.remove(index);
                    hindiSpecs.remove(index);
                  }}
                  className="mt-7 inline-flex size-10 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100"
                  aria-label={`Remove specification ${index + 1}`}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={() => {
            specs.append({ label: "", value: "" });
            hindiSpecs.append({ label: "", value: "" });
          }}
        >
          <Plus className="size-4" aria-hidden /> Add a specification
        </Button>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          placeholder="Choose a category"
          error={errors.categoryId?.message}
          {...register("categoryId", {
            onChange: (event: { target: { value: string } }) =>
              setValue(
                "subcategoryId",
                categories.find((c) => c._id === event.target.value)?.subcategories[0]?._id ?? "",
              ),
          })}
        >
          {categories.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Subcategory"
          placeholder="Choose a subcategory"
          error={errors.subcategoryId?.message}
          {...register("subcategoryId")}
        >
          {subcategories.map((s) => (
            <option key={s._id} value={s._id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Price (₹)"
          inputMode="decimal"
          error={errors.price?.message}
          {...register("price", { setValueAs: number })}
        />
        <TextField
          label="Sale price (₹, optional)"
          inputMode="decimal"
          error={errors.salePrice?.message}
          {...register("salePrice", { setValueAs: (v: unknown) => number(v) ?? null })}
        />
        <TextField
          label="Stock"
          inputMode="numeric"
          error={errors.stock?.message}
          {...register("stock", { setValueAs: number })}
        />
        <TextField
          label="HSN code"
          inputMode="numeric"
          maxLength={8}
          error={errors.hsn?.message}
          {...register("hsn")}
        />
        <SelectField
          label="GST rate"
          placeholder="Choose a rate"
          error={errors.gstRate?.message}
          {...register("gstRate", { setValueAs: number })}
        >
          {GST_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate}%
            </option>
          ))}
        </SelectField>
        <TextField
          label="Country of origin"
          maxLength={60}
          error={errors.countryOfOrigin?.message}
          {...register("countryOfOrigin")}
        />
      </div>
      <TextField
        label="Warranty (leave empty for the store's default)"
        maxLength={120}
        placeholder={defaultWarranty}
        error={errors.warranty?.message}
        {...register("warranty")}
      />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <TextField
          label="Warranty card (months from delivery)"
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          error={errors.warrantyMonths?.message}
          {...register("warrantyMonths", { setValueAs: number })}
        />
        <CheckboxField
          label="Needs installation or a demo (the shopper books a visit after delivery)"
          {...register("needsInstallation")}
        />
      </div>

      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <PhotoList
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.images?.message ?? errors.images?.[0]?.message}
          />
        )}
      />
      <CheckboxField label="Shown in the store" {...register("active")} />
      <HindiNote />

      <div className="flex flex-wrap gap-3">
        <SaveButton saving={create.isPending || update.isPending}>
          {product ? "Save product" : "Add product"}
        </SaveButton>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
