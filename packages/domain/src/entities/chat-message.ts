import { z } from 'zod';

/** Who wrote a chat message (OpenAI's roles; `function` is the legacy form of `tool`). */
export const chatRoles = ['developer', 'system', 'user', 'assistant', 'tool', 'function'] as const;
export const chatRoleSchema = z.enum(chatRoles);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const textPartSchema = z.object({
  type: z.literal('text'),
  text: z.string(),
});

export const imageDetails = ['auto', 'low', 'high'] as const;
export const imageUrlPartSchema = z.object({
  type: z.literal('image_url'),
  image_url: z.object({
    /** An http(s) or data: URL of the image. */
    url: z.string().min(1, 'Image URL is required'),
    detail: z.enum(imageDetails).optional(),
  }),
});

export const inputAudioPartSchema = z.object({
  type: z.literal('input_audio'),
  input_audio: z.object({
    url: z.string().min(1, 'Audio URL is required'),
    /** Encoding of the audio, such as `wav` or `mp3`. */
    format: z.string().min(1).optional(),
  }),
});

export const filePartSchema = z.object({
  type: z.literal('file'),
  file: z.object({ file_id: z.string().min(1, 'File id is required') }),
});

export const refusalPartSchema = z.object({
  type: z.literal('refusal'),
  refusal: z.string(),
});

/** Any part of a multi-part message content. */
export const chatContentPartSchema = z.discriminatedUnion('type', [
  textPartSchema,
  imageUrlPartSchema,
  inputAudioPartSchema,
  filePartSchema,
  refusalPartSchema,
]);
export type ChatContentPart = z.infer<typeof chatContentPartSchema>;

const textContentSchema = z.union([z.string(), z.array(textPartSchema)]);

/** A tool call requested by the model; `arguments` is the JSON text the model wrote. */
export const toolCallSchema = z.object({
  id: z.string().min(1),
  type: z.literal('function'),
  function: z.object({ name: z.string().min(1), arguments: z.string() }),
});
export type ToolCall = z.infer<typeof toolCallSchema>;

/** Legacy single function call of an assistant message. */
export const functionCallSchema = z.object({
  name: z.string().min(1),
  arguments: z.string(),
});

export const developerMessageSchema = z.object({
  role: z.literal('developer'),
  content: textContentSchema,
  name: z.string().optional(),
});

export const systemMessageSchema = z.object({
  role: z.literal('system'),
  content: textContentSchema,
  name: z.string().optional(),
});

export const userMessageSchema = z.object({
  role: z.literal('user'),
  content: z.union([
    z.string(),
    z.array(
      z.discriminatedUnion('type', [
        textPartSchema,
        imageUrlPartSchema,
        inputAudioPartSchema,
        filePartSchema,
      ]),
    ),
  ]),
  /** Tells apart the people of a multi-user conversation. */
  name: z.string().optional(),
});

export const assistantMessageSchema = z.object({
  role: z.literal('assistant'),
  /** Null when the message only calls tools. */
  content: z
    .union([z.string(), z.array(z.discriminatedUnion('type', [textPartSchema, refusalPartSchema]))])
    .nullable()
    .optional(),
  name: z.string().optional(),
  refusal: z.string().nullable().optional(),
  /** A reference to audio the model produced earlier. */
  audio: z
    .object({ id: z.string().min(1) })
    .nullable()
    .optional(),
  function_call: functionCallSchema.nullable().optional(),
  tool_calls: z.array(toolCallSchema).optional(),
});

export const toolMessageSchema = z.object({
  role: z.literal('tool'),
  content: textContentSchema,
  /** The id of the tool call this message answers. */
  tool_call_id: z.string().min(1, 'A tool message needs the tool_call_id it answers'),
});

export const functionMessageSchema = z.object({
  role: z.literal('function'),
  content: z.string().nullable(),
  /** The function whose result this is. */
  name: z.string().min(1, 'A function message needs the function name'),
});

/**
 * One message of a chat prompt or conversation; the fields allowed depend on the role.
 * @example chatMessageSchema.parse({ role: 'user', content: 'Capital of France?' })
 */
export const chatMessageSchema = z.discriminatedUnion('role', [
  developerMessageSchema,
  systemMessageSchema,
  userMessageSchema,
  assistantMessageSchema,
  toolMessageSchema,
  functionMessageSchema,
]);
export type ChatMessage = z.infer<typeof chatMessageSchema>;
