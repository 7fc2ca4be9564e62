import { useState, type FormEvent } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import {
  SearchSynonymBody,
  SearchSynonymResponse,
  SearchSynonymsResponse,
  type SearchSynonymBodyType,
  type SearchSynonymPatchBodyType,
  type SearchSynonymType,
} from "@vayu/shared/search";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { staffResource } from "./api/staff-resource";
import { PanelState } from "./PanelState";

/**
 * Search synonyms (docs/decisions/314-hindi-search.md): the words shoppers type ("कूलर",
 * "pankha", "mixi") and the catalog's words they find. A change is searched at once.
 */
const staffSynonyms = staffResource<SearchSynonymBodyType, SearchSynonymPatchBodyType>()(
  "search/synonyms",
  { schema: SearchSynonymsResponse, pick: (body) => body.synonyms },
  { schema: SearchSynonymResponse, pick: (body) => body.synonym },
);

const listed = (alternatives: readonly string[]) => alternatives.join(", ");

function SynonymForm({ title, start, onDone }: { title: string; start?: SearchSynonymType; onDone: () => void }) {
  const create = staffSynonyms.useCreate();
  const update = staffSynonyms.useUpdate();
  const [term, setTerm] = useState(start?.term ?? "");
  const [alternatives, setAlternatives] = useState(start ? listed(start.alternatives) : "");
  const [error, setError] = useState<{ field: "term" | "alternatives"; message: string }>();
  const saving = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SearchSynonymBody.safeParse({
      term,
      alternatives: alternatives
        .split(",")
        .map((alternative) => alternative.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: issue?.path[0] === "term" ? "term" : "alternatives", message: issue?.message ?? "Check the synonym." });
      return;
    }
    setError(undefined);
    const saved = start ? update.mutateAsync({ id: start._id, patch: parsed.data }) : create.mutateAsync(parsed.data);
    saved.then(
      (synonym) => {
        toast.success(`Saved: ${synonym.term} finds ${listed(synonym.alternatives)}.`);
        onDone();
      },
      (failure: unknown) => setError({ field: "term", message: errorMessage(failure, "The synonym could not be saved.") }),
    );
  };

  return (
    <form aria-label={title} onSubmit={submit} className="grid gap-3 md:grid-cols-[1fr_2fr_auto] md:items-end" noValidate>
      <TextField
        label="Shoppers type"
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        error={error?.field === "term" ? error.message : undefined}
        placeholder="कूलर"
        autoComplete="off"
      />
      <TextField
        label="Finds products with (comma-separated)"
        value={alternatives}
        onChange={(event) => setAlternatives(event.currentTarget.value)}
        error={error?.field === "alternatives" ? error.message : undefined}
        placeholder="cooler"
        autoComplete="off"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function SearchSynonymsTab() {
  const synonyms = staffSynonyms.useList();
  const remove = staffSynonyms.useRemove();
  const [editing, setEditing] = useState<SearchSynonymType | "new" | null>(null);

  const removeSynonym = (synonym: SearchSynonymType) => {
    if (!window.confirm(`Delete the synonym ${synonym.term}?`)) return;
    remove.mutateAsync(synonym._id).then(
      () => toast.success(`Deleted: ${synonym.term}.`),
      (error: unknown) => toast.error(errorMessage(error, `${synonym.term} could not be deleted.`)),
    );
  };

  return (
    <section aria-label="Search synonyms" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          Words shoppers type, in Hindi, Hinglish or English, and the catalog&apos;s words they find. Spellings of
          Hindi that differ only in nukta, long or short vowel signs or chandrabindu are already one.
        </p>
        {editing === null && (
          <Button size="sm" onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden /> Add a synonym
          </Button>
        )}
      </div>
      {editing !== null && (
        <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h2 className="mb-3 font-semibold text-ink">{editing === "new" ? "New synonym" : `Edit ${editing.term}`}</h2>
          <SynonymForm
            key={editing === "new" ? "new" : editing._id}
            title={editing === "new" ? "New synonym" : `Edit ${editing.term}`}
            start={editing === "new" ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        </div>
      )}
      <PanelState query={synonyms} empty="No synonyms yet.">
        {(rows) => (
          <table className="w-full rounded-xl bg-white text-sm ring-1 ring-slate-200">
            <thead>
              <tr className="border-b border-slate-100 text-left text-slate-600">
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Shoppers type
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Finds
                </th>
                <th scope="col" className="px-4 py-2.5">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((synonym) => (
                <tr key={synonym._id} className="border-b border-slate-100 last:border-b-0">
                  <td className="px-4 py-2.5 font-medium break-words text-ink">{synonym.term}</td>
                  <td className="px-4 py-2.5 break-words text-slate-700">{listed(synonym.alternatives)}</td>
                  <td className="px-4 py-2.5">
                    <div className="flex justify-end gap-1">
                      <Button size="sm" variant="ghost" aria-label={`Edit ${synonym.term}`} onClick={() => setEditing(synonym)}>
                        <Pencil className="size-4" aria-hidden />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Delete ${synonym.term}`}
                        disabled={remove.isPending}
                        onClick={() => removeSynonym(synonym)}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PanelState>
    </section>
  );
}
