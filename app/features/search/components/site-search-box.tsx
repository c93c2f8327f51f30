/**
 * The navigation's search field (issue 18): a plain GET form to /search (works without JavaScript),
 * and with JavaScript an ARIA 1.2 combobox (downshift's useCombobox: arrows, Enter, Escape, and the
 * listbox wiring axe checks) offering the top recipes, collections and members. The suggestions follow
 * the field once typing has paused SEARCH_TYPEAHEAD_RESET_MS (part 1 §9). Enter with nothing
 * highlighted searches; picking a suggestion opens it.
 */
import { useCombobox } from "downshift";
import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useLocation, useNavigate } from "react-router";
import { BookOpen, Library, Search, User } from "~/components/ui/icons/icons";
import {
  SEARCH_PATH,
  SEARCH_QUERY_MAX_CHARS,
  SEARCH_SUGGESTIONS_PATH,
  SEARCH_TYPEAHEAD_MIN_CHARS,
  SEARCH_TYPEAHEAD_RESET_MS,
  searchHref,
} from "../search-constants";
import type { Suggestion } from "../site-search.server";

type Option = Suggestion | { kind: "search"; label: string; detail: string; href: string };

const ICONS = { recipe: BookOpen, collection: Library, member: User, search: Search } as const;
const KIND_LABEL = { recipe: "Recipe", collection: "Collection", member: "Member", search: "" } as const;

export function SiteSearchBox({
  id,
  className = "",
  stretchList = false,
  onNavigate,
}: {
  /** Unique per instance (the navbar's and the phone menu's). */
  id: string;
  className?: string;
  /** The list as wide as the field (the phone menu), rather than a wider panel under its right end. */
  stretchList?: boolean;
  /** Called when a suggestion or a search is opened (the phone menu closes then). */
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const fetcher = useFetcher<{ q: string; suggestions: Suggestion[] }>();
  const [input, setInput] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typed = input.trim();
  const { load } = fetcher;
  const inputId = `${id}-input`;

  // Each keystroke restarts the wait; the suggestions reset to the query once typing pauses.
  useEffect(() => {
    clearTimeout(timer.current);
    if (typed.length < SEARCH_TYPEAHEAD_MIN_CHARS) return;
    timer.current = setTimeout(() => {
      load(`${SEARCH_SUGGESTIONS_PATH}?${new URLSearchParams({ q: typed })}`);
    }, SEARCH_TYPEAHEAD_RESET_MS);
    return () => clearTimeout(timer.current);
  }, [typed, load]);

  const suggestions = typed.length >= SEARCH_TYPEAHEAD_MIN_CHARS ? (fetcher.data?.suggestions ?? []) : [];
  const items: Option[] = typed
    ? [...suggestions, { kind: "search", label: `Search for “${typed}”`, detail: "", href: searchHref(typed) }]
    : [];

  const combobox = useCombobox<Option>({
    id,
    inputId,
    items,
    itemToString: (item) => item?.label ?? "",
    selectedItem: null,
    // Choosing opens the page; the field keeps what was typed rather than the option's label.
    stateReducer: (state, { type, changes }) => {
      const { ItemClick, InputKeyDownEnter } = useCombobox.stateChangeTypes;
      return type === ItemClick || type === InputKeyDownEnter ? { ...changes, inputValue: state.inputValue } : changes;
    },
    // downshift owns the field's value; this mirror drives the suggestions' request.
    onInputValueChange: ({ inputValue }) => setInput(inputValue ?? ""),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onNavigate?.();
      navigate(selectedItem.href);
    },
  });
  const { isOpen, highlightedIndex, closeMenu, setInputValue } = combobox;

  // A new page: the type-ahead closes and the field empties (the results page has its own field).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setInputValue("");
    closeMenu();
  }, [location.pathname, location.search]);

  const showList = isOpen && items.length > 0;
  return (
    <Form
      method="get"
      action={SEARCH_PATH}
      role="search"
      className={`relative ${className}`}
      onSubmit={() => {
        closeMenu();
        onNavigate?.();
      }}
    >
      <label {...combobox.getLabelProps()} htmlFor={inputId} className="sr-only">
        Search Muddle
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
      <input
        {...combobox.getInputProps({ name: "q", type: "search" })}
        maxLength={SEARCH_QUERY_MAX_CHARS}
        placeholder="Search Muddle…"
        autoComplete="off"
        className="h-10 w-full rounded-full border border-line bg-surface pl-9 pr-3 text-sm text-ink placeholder:text-muted focus-visible:border-accent"
      />
      <ul
        {...combobox.getMenuProps()}
        className={`absolute right-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto ${stretchList ? "left-0" : "w-[min(24rem,calc(100vw-2rem))]"} rounded-xl border border-line bg-surface p-1.5 text-ink shadow-(--shadow-card) ${showList ? "" : "hidden"}`}
      >
        {showList
          ? items.map((item, index) => {
              const Icon = ICONS[item.kind];
              return (
                <li
                  key={`${item.kind}:${item.href}`}
                  {...combobox.getItemProps({ item, index })}
                  className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ${highlightedIndex === index ? "bg-surface-2" : ""}`}
                >
                  <Icon className="size-4 shrink-0 text-accent" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{item.label}</span>
                    {item.detail ? <span className="block truncate text-xs text-muted">{item.detail}</span> : null}
                  </span>
                  {KIND_LABEL[item.kind] ? (
                    <span className="shrink-0 text-xs text-muted">{KIND_LABEL[item.kind]}</span>
                  ) : null}
                </li>
              );
            })
          : null}
      </ul>
    </Form>
  );
}
