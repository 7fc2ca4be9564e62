import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { toast } from "../../lib/toast";
import { CategoryBody, type CategoryBodyType, type StaffCategoryType } from "@vayu/shared/staff-catalog";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { staffCategories, staffSubcategories } from "./api/catalog";
import { HindiTextField } from "./HindiFields";
import { PanelState } from "./PanelState";
import { SaveButton, SinglePicture } from "./PictureUpload";

const number = (value: unknown) => (value === "" ? undefined : Number(value));

/** Name (and its Hindi), picture and position of a category or a subcategory: the same fields for both. */
function PlaceForm({
  start,
  submitLabel,
  onSave,
}: {
  start?: CategoryBodyType;
  submitLabel: string;
  onSave: (values: CategoryBodyType) => Promise<unknown>;
}) {
  const [saving, setSaving] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CategoryBodyType>({
    resolver: zodResolver(CategoryBody),
    defaultValues: start ?? { name: "", image: "", sortOrder: 0, hi: { name: "" } },
  });
  const submit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSave(values);
      toast.success("Saved.");
      if (!start) reset();
    } catch (error) {
      toast.error(errorMessage(error, "It could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_7rem_auto] sm:items-end">
      <TextField label="Name" maxLength={60} error={errors.name?.message} {...register("name")} />
      <HindiTextField
        label="Name in Hindi (optional)"
        maxLength={60}
        error={errors.hi?.name?.message}
        {...register("hi.name")}
      />
      <TextField
        label="Position"
        inputMode="numeric"
        error={errors.sortOrder?.message}
        {...register("sortOrder", { setValueAs: number })}
      />
      <SaveButton saving={saving}>{submitLabel}</SaveButton>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <SinglePicture
            label="Picture"
            value={field.value}
            onChange={field.onChange}
            error={errors.image?.message}
          />
        )}
      />
    </form>
  );
}

/** Categories and subcategories: add, rename, reorder, re-picture, delete (refused while products use them). */
export function CategoriesTab() {
  const categories = staffCategories.useList();
  const create = staffCategories.useCreate();
  return (
    <section aria-label="Categories" className="space-y-4">
      <PanelState query={categories} empty="No categories yet.">
        {(list) => (
          <ul className="space-y-4">
            {list.map((category) => (
              <CategoryCard key={category._id} category={category} />
            ))}
          </ul>
        )}
      </PanelState>
      <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 className="mb-3 font-semibold text-ink">New category</h2>
        <PlaceForm submitLabel="Add category" onSave={(values) => create.mutateAsync(values)} />
      </div>
    </section>
  );
}

function useDelete(remove: (id: string) => Promise<unknown>) {
  return (id: string, name: string) => {
    if (!window.confirm(`Delete ${name}?`)) return;
    remove(id).then(
      () => toast.success(`${name} deleted.`),
      (error: unknown) => toast.error(errorMessage(error, `${name} could not be deleted.`)),
    );
  };
}

function CategoryCard({ category }: { category: StaffCategoryType }) {
  const update = staffCategories.useUpdate();
  const removeCategory = useDelete(staffCategories.useRemove().mutateAsync);
  const createSub = staffSubcategories.useCreate();
  const updateSub = staffSubcategories.useUpdate();
  const removeSub = useDelete(staffSubcategories.useRemove().mutateAsync);
  const [adding, setAdding] = useState(false);
  return (
    <li className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">
          {category.name}{" "}
          <span className="text-sm font-normal text-slate-500">· {category.productCount} products</span>
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => removeCategory(category._id, category.name)}
          aria-label={`Delete ${category.name}`}
        >
          <Trash2 className="size-4" aria-hidden /> Delete
        </Button>
      </div>
      <PlaceForm
        start={{
          name: category.name,
          image: category.image,
          sortOrder: category.sortOrder,
          hi: { name: category.hi.name ?? "" },
        }}
        submitLabel="Save category"
        onSave={(patch) => update.mutateAsync({ id: category._id, patch })}
      />
      <h3 className="font-semibold text-slate-700">Subcategories</h3>
      <ul className="space-y-3 border-l-2 border-slate-100 pl-3">
        {category.subcategories.map((sub) => (
          <li key={sub._id} className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-ink">
                {sub.name}{" "}
                <span className="text-sm font-normal text-slate-500">· {sub.productCount} products</span>
              </p>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => removeSub(sub._id, sub.name)}
                aria-label={`Delete ${sub.name}`}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </div>
            <PlaceForm
              start={{
                name: sub.name,
                image: sub.image,
                sortOrder: sub.sortOrder,
                hi: { name: sub.hi.name ?? "" },
              }}
              submitLabel="Save"
              onSave={(patch) => updateSub.mutateAsync({ id: sub._id, patch })}
            />
          </li>
        ))}
      </ul>
      {adding ? (
        <PlaceForm
          submitLabel="Add subcategory"
          onSave={(values) =>
            createSub.mutateAsync({ ...values, categoryId: category._id }).then(() => setAdding(false))
          }
        />
      ) : (
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden /> Add a subcategory
        </Button>
      )}
    </li>
  );
}
