import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Input,
  Label,
} from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'UI/Dialog' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function RenameDialog({ open }: { open?: boolean }) {
  return (
    <Dialog {...(open ? { defaultOpen: true } : {})}>
      <DialogTrigger asChild>
        <Button variant="outline">Rename project</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename project</DialogTitle>
          <DialogDescription>
            The new name shows for everyone in the organisation.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="new-name">Name</Label>
          <Input id="new-name" defaultValue="Project #2" />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export const Default: Story = { render: () => <RenameDialog /> };

export const Open: Story = { render: () => <RenameDialog open /> };

export const Dark: Story = { globals: { theme: 'dark' }, render: Open.render };
