import { Button, Modal } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const meta = { title: 'UI/Modal' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function DeleteModal({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete dataset
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Delete dataset?"
        description="Its 1,204 items are deleted for good."
        size="sm"
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => setOpen(false)}>
            Delete
          </Button>
        </div>
      </Modal>
    </>
  );
}

function WideModal() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open 900px modal</Button>
      <Modal open={open} onOpenChange={setOpen} size={900} withCloseButton={false} label="Wide">
        <p className="text-sm">
          A 900px modal without a close button: Escape or a click outside closes it.
        </p>
        <Button className="self-end" onClick={() => setOpen(false)}>
          Done
        </Button>
      </Modal>
    </>
  );
}

export const Default: Story = { render: () => <DeleteModal initiallyOpen /> };

export const WideWithoutCloseButton: Story = { render: () => <WideModal /> };

export const Dark: Story = { globals: { theme: 'dark' }, render: Default.render };
