import {
  type Role,
  type TemplateVersion,
  type TemplateWithVersions,
  templateVariables,
} from '@lookout/domain';
import { Badge, Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@lookout/ui';
import { IconArrowLeft, IconCode } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWritePermission } from '../../../lib/write-permission';
import { useSaveVersion } from '../api/prompt-mutations';
import {
  checkEditor,
  type EditorState,
  editorContent,
  editorFingerprint,
  editorStateFrom,
} from '../editor-state';
import { buildExtra, type ParameterErrors } from '../prompt-parameters';
import type { PromptRunDraft } from '../prompt-run-draft';
import { useVariableValuesStore } from '../variable-values-store';
import { DeployDialog } from './deploy-dialog';
import { MessagesEditor } from './messages-editor';
import { ParametersPanel } from './parameters-panel';
import { SdkSnippetsDialog } from './sdk-snippets-dialog';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { VariableTextArea } from './variable-text-area';
import { VariablesPanel } from './variables-panel';
import { VersionHistory } from './version-history';

const noValues: Readonly<Record<string, string>> = {};

export interface PromptEditorProps {
  projectId: string;
  template: TemplateWithVersions;
  memberRole: Role;
  /** The AI playground's run panel, given what the editor holds now (a slot: see the app pages). */
  runPanel?: ((draft: PromptRunDraft) => ReactNode) | undefined;
}

/** The editor of one template: text, variables, model and settings, versions, save and deploy. */
export function PromptEditor({ projectId, template, memberRole, runPanel }: PromptEditorProps) {
  const mode = template.mode;
  const [state, setState] = useState<EditorState>(() =>
    editorStateFrom(mode, template.versions[0]),
  );
  const [saved, setSaved] = useState(() => editorFingerprint(state, mode));
  const [errors, setErrors] = useState<ParameterErrors>({});
  const [showMessageErrors, setShowMessageErrors] = useState(false);
  const [dialog, setDialog] = useState<'deploy' | 'snippets' | null>(null);
  const [versionToOpen, setVersionToOpen] = useState<TemplateVersion | null>(null);
  const values = useVariableValuesStore((store) => store.byTemplate[template.id] ?? noValues);
  const setValue = useVariableValuesStore((store) => store.setValue);
  const save = useSaveVersion(projectId, template);
  useDocumentTitle(template.slug);

  const draftPermission = useWritePermission(memberRole, 'prompts', 'create_draft');
  const deployPermission = useWritePermission(memberRole, 'prompts', 'update');
  const canDraft = draftPermission.permitted;
  const canDeploy = deployPermission.permitted;
  const readOnly = !draftPermission.allowed && !deployPermission.allowed;
  const dirty = editorFingerprint(state, mode) !== saved;
  const content = editorContent(state, mode);
  const variables = templateVariables(content);
  const openVersion = template.versions.find((version) => version.id === state.versionId);
  const newest = template.versions[0];
  const nextVersion = newest?.isDraft ? newest.version : (newest?.version ?? 0) + 1;

  function open(version: TemplateVersion) {
    const next = editorStateFrom(mode, version);
    setState(next);
    setSaved(editorFingerprint(next, mode));
    setErrors({});
    setShowMessageErrors(false);
  }

  function submit(deploy: boolean, notes: string | null = null) {
    const check = checkEditor(state, mode);
    if (!check.ok) {
      setErrors(check.errors);
      setShowMessageErrors(Boolean(check.messagesProblem));
      setDialog(null);
      notifications.show({
        title: deploy ? 'Not deployed' : 'Draft not saved',
        message: check.messagesProblem ?? Object.values(check.errors)[0] ?? 'Check the settings',
        color: 'red',
      });
      return;
    }
    setErrors({});
    setShowMessageErrors(false);
    const snapshot = editorFingerprint(state, mode);
    save.mutate(
      { change: { content: check.content, extra: check.extra, notes }, deploy },
      {
        onSuccess: (version) => {
          setState((current) => ({ ...current, versionId: version.id }));
          setSaved(snapshot);
          setDialog(null);
          notifications.show({
            title: deploy ? `v${version.version} deployed` : 'Draft saved',
            message: deploy ? 'Apps that fetch this template now get this version.' : '',
            color: 'green',
          });
        },
      },
    );
  }

  const runExtra = buildExtra(state.params, state.baseExtra);
  const runDraft: PromptRunDraft = {
    templateId: template.id,
    slug: template.slug,
    mode,
    content,
    extra: runExtra.ok ? runExtra.extra : null,
    variables: values,
    versionId: state.versionId,
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/prompts">
            <IconArrowLeft className="size-4" aria-hidden />
            Prompts
          </Link>
        </Button>
        <h1 className="truncate font-mono text-base font-semibold">{template.slug}</h1>
        {openVersion ? (
          <Badge variant={openVersion.isDraft ? 'warning' : 'success'}>
            {`v${openVersion.version} · ${openVersion.isDraft ? 'Draft' : 'Deployed'}`}
          </Badge>
        ) : (
          <Badge variant="secondary">Not saved yet</Badge>
        )}
        {dirty ? <span className="text-xs text-muted-foreground">Unsaved changes</span> : null}
        {readOnly ? <span className="text-xs text-muted-foreground">Read only</span> : null}
        <div className="ml-auto flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => setDialog('snippets')}>
            <IconCode className="size-4" aria-hidden />
            Use in code
          </Button>
          {canDraft ? (
            <Button
              variant="outline"
              size="sm"
              loading={save.isPending && !save.variables?.deploy}
              // Nothing to save when the draft on screen is the saved one.
              disabled={save.isPending || (!dirty && openVersion?.isDraft === true)}
              onClick={() => submit(false)}
              {...draftPermission.controlProps}
            >
              Save draft
            </Button>
          ) : null}
          {canDeploy ? (
            <Button
              size="sm"
              disabled={save.isPending}
              onClick={() => setDialog('deploy')}
              {...deployPermission.controlProps}
            >
              Deploy
            </Button>
          ) : null}
        </div>
      </header>
      <div className="flex min-h-0 flex-1">
        <div className="flex min-w-0 flex-1 flex-col gap-4 overflow-y-auto p-4">
          {mode === 'text' ? (
            <VariableTextArea
              aria-label="Template text"
              placeholder="Write the prompt; {{name}} marks a variable."
              readOnly={readOnly}
              value={state.text}
              onChange={(text) => setState((current) => ({ ...current, text }))}
              className="min-h-60"
            />
          ) : (
            <MessagesEditor
              messages={state.messages}
              readOnly={readOnly}
              showErrors={showMessageErrors}
              onChange={(messages) => setState((current) => ({ ...current, messages }))}
            />
          )}
          {runPanel ? runPanel(runDraft) : null}
        </div>
        <aside
          aria-label="Prompt settings"
          className="w-[340px] shrink-0 overflow-y-auto border-l border-border p-4"
        >
          <Tabs defaultValue="settings" className="flex flex-col gap-3">
            <TabsList>
              <TabsTrigger value="settings">Settings</TabsTrigger>
              <TabsTrigger value="variables">{`Variables (${variables.length})`}</TabsTrigger>
              <TabsTrigger value="versions">Versions</TabsTrigger>
            </TabsList>
            <TabsContent value="settings">
              <ParametersPanel
                fields={state.params}
                errors={errors}
                readOnly={readOnly}
                onChange={(params) => setState((current) => ({ ...current, params }))}
              />
            </TabsContent>
            <TabsContent value="variables">
              <VariablesPanel
                variables={variables}
                values={values}
                onChange={(name, value) => setValue(template.id, name, value)}
              />
            </TabsContent>
            <TabsContent value="versions">
              <VersionHistory
                versions={template.versions}
                openVersionId={state.versionId}
                onOpen={(version) => (dirty ? setVersionToOpen(version) : open(version))}
              />
            </TabsContent>
          </Tabs>
        </aside>
      </div>
      {dialog === 'deploy' ? (
        <DeployDialog
          open
          onOpenChange={() => {
            setDialog(null);
            save.reset();
          }}
          nextVersion={nextVersion}
          pending={save.isPending}
          error={save.error ? errorMessage(save.error) : null}
          onDeploy={(notes) => submit(true, notes)}
        />
      ) : null}
      <SdkSnippetsDialog
        open={dialog === 'snippets'}
        onOpenChange={() => setDialog(null)}
        slug={template.slug}
        variables={variables}
      />
      {versionToOpen ? (
        <ConfirmDialog
          open
          onOpenChange={() => setVersionToOpen(null)}
          title={`Open v${versionToOpen.version}?`}
          confirmLabel="Discard changes"
          onConfirm={() => {
            open(versionToOpen);
            setVersionToOpen(null);
          }}
        >
          Your unsaved changes are lost when another version opens.
        </ConfirmDialog>
      ) : null}
      <UnsavedChangesGuard dirty={dirty} />
    </div>
  );
}
