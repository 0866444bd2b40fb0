"use client";
/**
 * A ranking by drag and drop (@dnd-kit): each item is dragged by its handle with the mouse or a
 * finger, or moved with the keyboard — focus the handle, Space or Enter to pick it up, arrows to
 * move, Space or Enter to drop, Escape to cancel. Screen readers hear translated instructions and
 * where the item went.
 */
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { GripVertical } from "@/ui/icons/GripVertical";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";

interface Item {
  value: string;
  label: string;
}

function Row({
  item,
  position,
  describedBy,
}: {
  item: Item;
  position: number;
  describedBy?: string;
}) {
  const t = useTranslations("survey.sortable");
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.value });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid={`sortable-${item.value}`}
      className={`flex items-center gap-3 rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-2 py-2 ${isDragging ? "relative z-10 shadow-md" : ""}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t("handle", { item: item.label, position })}
        aria-describedby={[attributes["aria-describedby"], describedBy].filter(Boolean).join(" ")}
        className="cursor-grab touch-none rounded p-1 text-[var(--color-muted)] hover:bg-[var(--color-brand-soft)] active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="h-5 w-5" />
      </button>
      <span className="w-6 text-right font-semibold tabular-nums" aria-hidden="true">
        {position}.
      </span>
      <span>{item.label}</span>
    </li>
  );
}

export function SortableList({
  items,
  order,
  onChange,
  describedBy,
}: {
  items: readonly Item[];
  order: readonly string[];
  onChange: (order: string[]) => void;
  describedBy?: string;
}) {
  const t = useTranslations("survey.sortable");
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byValue = useMemo(() => new Map(items.map((item) => [item.value, item])), [items]);
  const ordered = order
    .map((value) => byValue.get(value))
    .filter((item): item is Item => item !== undefined);
  const values = ordered.map((item) => item.value);

  const name = (id: UniqueIdentifier) => byValue.get(String(id))?.label ?? String(id);
  const place = (id: UniqueIdentifier | undefined) => ({
    position: id === undefined ? 0 : values.indexOf(String(id)) + 1,
    total: values.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("pickedUp", { item: name(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("movedTo", { item: name(active.id), ...place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t("dropped", { item: name(active.id), ...place(over.id) }) : undefined,
    onDragCancel: ({ active }) => t("cancelled", { item: name(active.id) }),
  };

  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(values, values.indexOf(String(active.id)), values.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("instructions") } }}
    >
      <SortableContext items={values} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-2">
          {ordered.map((item, i) => (
            <Row key={item.value} item={item} position={i + 1} describedBy={describedBy} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
