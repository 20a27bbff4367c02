import { useEffect, useState } from 'react';
import { Box, Paper, Stack, VisuallyHidden } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import type { StaffLesson } from '@shared/learning/lessons.schema';
import { moveItem } from '../utils/list-order';
import { LessonRow, moveButtonId, type MoveDirection } from './lesson-row';

interface LessonListProps {
  lessons: StaffLesson[];
  onReorder: (lessons: StaffLesson[]) => void;
  onEdit: (lesson: StaffLesson) => void;
  onDelete: (lesson: StaffLesson) => void;
}

const DRAG_INSTRUCTIONS =
  'Press space to pick the lesson up, the arrow keys to move it, space again to drop it, or escape to cancel.';

/**
 * The lessons in order, reordered by dragging, by the keyboard (space, arrows, space) or with the move up and
 * down buttons; each change saves the whole order.
 */
export function LessonList({ lessons, onReorder, onEdit, onDelete }: LessonListProps) {
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: MoveDirection } | null>(null);

  // Keep the keyboard on the lesson that moved; at the top or bottom its other button takes the focus.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const button = document.getElementById(moveButtonId(id, direction));
    const other = document.getElementById(moveButtonId(id, direction === 'up' ? 'down' : 'up'));
    (button instanceof HTMLButtonElement && !button.disabled ? button : other)?.focus();
  }, [focusAfterMove, lessons]);

  function move(from: number, to: number) {
    const lesson = lessons[from];
    if (!lesson || from === to) return;
    const next = moveItem(lessons, from, to);
    onReorder(next);
    setAnnouncement(`${lesson.title} moved to position ${to + 1} of ${next.length}`);
  }

  function onDragEnd(result: DropResult) {
    if (result.destination) move(result.source.index, result.destination.index);
  }

  return (
    <>
      <DragDropContext onDragEnd={onDragEnd} dragHandleUsageInstructions={DRAG_INSTRUCTIONS}>
        <Droppable droppableId="lessons">
          {(droppable) => (
            <Stack
              component="ol"
              gap="xs"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Lessons in order"
              ref={droppable.innerRef}
              {...droppable.droppableProps}
            >
              {lessons.map((lesson, index) => (
                <Draggable key={lesson.id} draggableId={lesson.id} index={index}>
                  {(provided, snapshot) => (
                    <Paper
                      component="li"
                      withBorder
                      radius="md"
                      p="sm"
                      shadow={snapshot.isDragging ? 'md' : undefined}
                      ref={provided.innerRef}
                      {...provided.draggableProps}
                    >
                      <LessonRow
                        lesson={lesson}
                        position={index + 1}
                        count={lessons.length}
                        handle={
                          <Box
                            {...provided.dragHandleProps}
                            aria-label={`Drag ${lesson.title}, lesson ${index + 1} of ${lessons.length}`}
                            style={{ cursor: 'grab', paddingTop: 2 }}
                          >
                            <IconGripVertical size={18} aria-hidden />
                          </Box>
                        }
                        onMove={(direction) => {
                          setFocusAfterMove({ id: lesson.id, direction });
                          move(index, direction === 'up' ? index - 1 : index + 1);
                        }}
                        onEdit={() => onEdit(lesson)}
                        onDelete={() => onDelete(lesson)}
                      />
                    </Paper>
                  )}
                </Draggable>
              ))}
              {droppable.placeholder}
            </Stack>
          )}
        </Droppable>
      </DragDropContext>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
