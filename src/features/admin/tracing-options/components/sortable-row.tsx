import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { createContext, useContext, type ReactNode } from 'react';

type Sortable = ReturnType<typeof useSortable>;
type Handle = Pick<Sortable, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;

const HandleContext = createContext<Handle | null>(null);

/** A table row that can be dragged (by its DragHandle) within a SortableContext. */
export function SortableRow({ id, children }: { id: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`border-b border-line last:border-b-0 ${isDragging ? 'relative z-10 bg-surface shadow-lg' : 'hover:bg-accent/5'}`}
    >
      <HandleContext.Provider value={{ attributes, listeners, setActivatorNodeRef }}>
        {children}
      </HandleContext.Provider>
    </tr>
  );
}

/**
 * The grip that drags its row: a pointer drags it; from the keyboard, Space or Enter picks it up,
 * the arrow keys move it and Space or Enter drops it (dnd-kit's KeyboardSensor).
 */
export function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  if (!handle) throw new Error('DragHandle must be inside a SortableRow');
  const { attributes, listeners, setActivatorNodeRef } = handle;
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      className="focus-ring cursor-grab touch-none rounded-md px-1.5 py-1 text-muted hover:bg-accent/10 active:cursor-grabbing"
    >
      <svg aria-hidden="true" viewBox="0 0 12 18" className="h-4 w-3 fill-current">
        {[3, 9, 15].flatMap((y) => [3, 9].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />))}
      </svg>
    </button>
  );
}
