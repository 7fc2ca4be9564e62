import { useState, type ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Controller, useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { toast } from "../../lib/toast";
import {
  BannerBody,
  BlogBody,
  TestimonialBody,
  type BannerBodyType,
  type BlogBodyType,
  type StaffBannerType,
  type StaffBlogType,
  type StaffTestimonialType,
  type TestimonialBodyType,
} from "@vayu/shared/staff-content";
import { Button } from "../../components/ui/Button";
import { CheckboxField, TextAreaField } from "../../components/ui/FormFields";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { staffBanners, staffBlogs, staffTestimonials } from "./api/content";
import { HindiNote, HindiTextAreaField, HindiTextField, SideBySide } from "./HindiFields";
import { PanelState } from "./PanelState";
import { SaveButton, SinglePicture } from "./PictureUpload";

const number = (value: unknown) => (value === "" ? undefined : Number(value));

type Resource<Row, Body> = {
  useList: () => UseQueryResult<Row[]>;
  useCreate: () => { mutateAsync: (body: Body) => Promise<unknown> };
  useUpdate: () => { mutateAsync: (input: { id: string; patch: Partial<Body> }) => Promise<unknown> };
  useRemove: () => { mutateAsync: (id: string) => Promise<unknown> };
};

/** A list of one kind of content with its form: add, edit and delete, each saved at once. */
function ContentSection<Row extends { _id: string }, Body extends FieldValues>({
  title,
  resource,
  describe,
  toBody,
  empty,
  Form,
}: {
  title: string;
  resource: Resource<Row, Body>;
  describe: (row: Row) => { image: string; text: string; note?: string };
  toBody: (row: Row) => DefaultValues<Body>;
  empty: DefaultValues<Body>;
  Form: (props: {
    start: DefaultValues<Body>;
    onSave: (body: Body) => Promise<unknown>;
    onCancel: () => void;
  }) => ReactNode;
}) {
  const list = resource.useList();
  const create = resource.useCreate();
  const update = resource.useUpdate();
  const remove = resource.useRemove();
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const save = async (body: Body) => {
    if (editing === "new") await create.mutateAsync(body);
    else if (editing) await update.mutateAsync({ id: editing._id, patch: body });
    toast.success(`${title.replace(/s$/, "")} saved.`);
    setEditing(null);
  };
  const destroy = (row: Row) => {
    if (!window.confirm(`Delete “${describe(row).text}”?`)) return;
    remove
      .mutateAsync(row._id)
      .catch((error: unknown) => toast.error(errorMessage(error, "It could not be deleted.")));
  };
  return (
    <section
      aria-labelledby={`content-${title}`}
      className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`content-${title}`} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {editing === null && (
          <Button variant="outline" size="sm" onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden /> New
          </Button>
        )}
      </div>
      {editing !== null && (
        <Form
          start={editing === "new" ? empty : toBody(editing)}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      <PanelState query={list} empty={`No ${title.toLowerCase()} yet.`}>
        {(rows) => (
          <ul className="divide-y divide-slate-100">
            {rows.map((row) => {
              const { image, text, note } = describe(row);
              return (
                <li key={row._id} className="flex items-center gap-3 py-2">
                  <Thumbnail src={image || undefined} />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 text-sm font-medium text-ink">{text}</p>
                    {note && <p className="text-xs text-slate-500">{note}</p>}
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(row)}
                    aria-label={`Edit “${text}”`}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => destroy(row)}
                    aria-label={`Delete “${text}”`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </PanelState>
    </section>
  );
}

/** The form frame of every content kind: the shared schema checks it, the server's refusal shows as a toast. */
function useContentForm<Body extends FieldValues>(
  resolver: Resolver<Body>,
  start: DefaultValues<Body>,
  onSave: (body: Body) => Promise<unknown>,
) {
  const form = useForm<Body>({ resolver, defaultValues: start });
  const [saving, setSaving] = useState(false);
  const submit = form.handleSubmit(async (body) => {
    setSaving(true);
    try {
      await onSave(body);
    } catch (error) {
      toast.error(errorMessage(error, "It could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  });
  return { ...form, submit, saving };
}

function FormButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="flex gap-3 sm:col-span-2">
      <SaveButton saving={saving}>Save</SaveButton>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

function BannerForm({
  start,
  onSave,
  onCancel,
}: {
  start: DefaultValues<BannerBodyType>;
  onSave: (body: BannerBodyType) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { register, control, submit, saving, formState } = useContentForm<BannerBodyType>(
    zodResolver(BannerBody),
    start,
    onSave,
  );
  const errors = formState.errors;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Banner"
      className="grid gap-4 rounded-lg bg-slate-50 p-3 sm:grid-cols-2"
    >
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <SinglePicture
            label="Banner picture (1920 × 600 reads best)"
            value={field.value}
            onChange={field.onChange}
            error={errors.image?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="hi.image"
        render={({ field }) => (
          <SinglePicture
            label="Banner picture in Hindi (optional: without it the Hindi store shows the English one)"
            what="Hindi picture"
            value={field.value ?? ""}
            onChange={field.onChange}
            onRemove={() => field.onChange("")}
            error={errors.hi?.image?.message}
          />
        )}
      />
      <SideBySide className="sm:col-span-2">
        <TextField
          label="Headline (what the banner offers)"
          maxLength={160}
          error={errors.headline?.message}
          {...register("headline")}
        />
        <HindiTextField
          label="Headline in Hindi"
          maxLength={160}
          error={errors.hi?.headline?.message}
          {...register("hi.headline")}
        />
      </SideBySide>
      <CheckboxField
        label="Write the headline on the picture (for a photo without words)"
        {...register("showHeadline")}
      />
      <TextField
        label="Link (a store page such as /fans, optional)"
        maxLength={300}
        error={errors.link?.message}
        {...register("link", { setValueAs: (v: string) => (v ? v : null) })}
      />
      <TextField
        label="Position"
        inputMode="numeric"
        error={errors.sortOrder?.message}
        {...register("sortOrder", { setValueAs: number })}
      />
      <CheckboxField label="Shown on the home page" {...register("active")} />
      <HindiNote className="sm:col-span-2" />
      <FormButtons saving={saving} onCancel={onCancel} />
    </form>
  );
}

function BlogForm({
  start,
  onSave,
  onCancel,
}: {
  start: DefaultValues<BlogBodyType>;
  onSave: (body: BlogBodyType) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { register, control, submit, saving, formState } = useContentForm<BlogBodyType>(
    zodResolver(BlogBody),
    start,
    onSave,
  );
  const errors = formState.errors;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Blog post"
      className="grid gap-4 rounded-lg bg-slate-50 p-3 sm:grid-cols-2"
    >
      <SideBySide className="sm:col-span-2">
        <TextField label="Title" maxLength={160} error={errors.title?.message} {...register("title")} />
        <HindiTextField
          label="Title in Hindi"
          maxLength={160}
          error={errors.hi?.title?.message}
          {...register("hi.title")}
        />
        <TextAreaField
          label="Short description"
          rows={2}
          maxLength={400}
          error={errors.description?.message}
          {...register("description")}
        />
        <HindiTextAreaField
          label="Short description in Hindi"
          rows={2}
          maxLength={400}
          error={errors.hi?.description?.message}
          {...register("hi.description")}
        />
      </SideBySide>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <SinglePicture
            label="Cover picture"
            value={field.value}
            onChange={field.onChange}
            error={errors.image?.message}
          />
        )}
      />
      <CheckboxField label="Published" {...register("published")} />
      <SideBySide className="sm:col-span-2">
        <TextAreaField
          label="Body (a blank line between paragraphs, “## ” for a heading, “- ” for a list)"
          rows={10}
          maxLength={20_000}
          error={errors.body?.message}
          {...register("body")}
        />
        <HindiTextAreaField
          label="Body in Hindi (the same marks)"
          rows={10}
          maxLength={20_000}
          error={errors.hi?.body?.message}
          {...register("hi.body")}
        />
      </SideBySide>
      <HindiNote className="sm:col-span-2" />
      <FormButtons saving={saving} onCancel={onCancel} />
    </form>
  );
}

function TestimonialForm({
  start,
  onSave,
  onCancel,
}: {
  start: DefaultValues<TestimonialBodyType>;
  onSave: (body: TestimonialBodyType) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { register, control, submit, saving, formState } = useContentForm<TestimonialBodyType>(
    zodResolver(TestimonialBody),
    start,
    onSave,
  );
  const errors = formState.errors;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Testimonial"
      className="grid gap-4 rounded-lg bg-slate-50 p-3 sm:grid-cols-2"
    >
      <TextField label="Customer's name" maxLength={80} error={errors.name?.message} {...register("name")} />
      <TextField
        label="Position"
        inputMode="numeric"
        error={errors.sortOrder?.message}
        {...register("sortOrder", { setValueAs: number })}
      />
      <SideBySide className="sm:col-span-2">
        <TextAreaField
          label="What they said"
          rows={3}
          maxLength={600}
          error={errors.message?.message}
          {...register("message")}
        />
        <HindiTextAreaField
          label="What they said, in Hindi"
          rows={3}
          maxLength={600}
          error={errors.hi?.message?.message}
          {...register("hi.message")}
        />
      </SideBySide>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <SinglePicture
            label="Portrait (optional: initials otherwise)"
            value={field.value ?? ""}
            onChange={field.onChange}
            error={errors.image?.message}
          />
        )}
      />
      <CheckboxField label="Shown on the home page" {...register("active")} />
      <HindiNote className="sm:col-span-2" />
      <FormButtons saving={saving} onCancel={onCancel} />
    </form>
  );
}

/** The home page's banners, blog posts and testimonials. */
export function HomeContentTab() {
  return (
    <div className="space-y-5">
      <ContentSection<StaffBannerType, BannerBodyType>
        title="Banners"
        resource={staffBanners}
        describe={(b) => ({
          image: b.image,
          text: b.headline,
          note: `${b.active ? "Shown" : "Hidden"} · position ${b.sortOrder}${b.link ? ` · ${b.link}` : ""}${b.hi.image ? " · Hindi picture" : ""}`,
        })}
        toBody={({ image, headline, showHeadline, link, active, sortOrder, hi }) => ({
          image,
          headline,
          showHeadline,
          link,
          active,
          sortOrder,
          hi: { headline: hi.headline ?? "", image: hi.image ?? "" },
        })}
        empty={{
          image: "",
          headline: "",
          showHeadline: false,
          link: null,
          active: true,
          sortOrder: 0,
          hi: { headline: "", image: "" },
        }}
        Form={BannerForm}
      />
      <ContentSection<StaffBlogType, BlogBodyType>
        title="Blog posts"
        resource={staffBlogs}
        describe={(b) => ({ image: b.image, text: b.title, note: b.published ? "Published" : "Draft" })}
        toBody={({ title, description, image, body, published, hi }) => ({
          title,
          description,
          image,
          body,
          published,
          hi: { title: hi.title ?? "", description: hi.description ?? "", body: hi.body ?? "" },
        })}
        empty={{
          title: "",
          description: "",
          image: "",
          body: "",
          published: true,
          hi: { title: "", description: "", body: "" },
        }}
        Form={BlogForm}
      />
      <ContentSection<StaffTestimonialType, TestimonialBodyType>
        title="Testimonials"
        resource={staffTestimonials}
        describe={(q) => ({
          image: q.image,
          text: `${q.name}: ${q.message}`,
          note: q.active ? "Shown" : "Hidden",
        })}
        toBody={({ name, message, image, active, sortOrder, hi }) => ({
          name,
          message,
          image,
          active,
          sortOrder,
          hi: { message: hi.message ?? "" },
        })}
        empty={{ name: "", message: "", image: "", active: true, sortOrder: 0, hi: { message: "" } }}
        Form={TestimonialForm}
      />
    </div>
  );
}
