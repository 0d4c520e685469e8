import { z } from 'zod';
import {
  playgroundEndpointFieldsSchema,
  playgroundEndpointSchema,
} from '../entities/playground-endpoint.js';

/** `GET /v1/playground-endpoints?projectId=`. */
export const listPlaygroundEndpointsResponseSchema = z.array(playgroundEndpointSchema);
export type ListPlaygroundEndpointsResponse = z.infer<typeof listPlaygroundEndpointsResponseSchema>;

/** `POST /v1/playground-endpoints?projectId=`: name, url, auth, headers, defaultPayload. */
export const createPlaygroundEndpointBodySchema = playgroundEndpointFieldsSchema;
export type CreatePlaygroundEndpointBody = z.infer<typeof createPlaygroundEndpointBodySchema>;
export const createPlaygroundEndpointResponseSchema = playgroundEndpointSchema;
export type CreatePlaygroundEndpointResponse = z.infer<
  typeof createPlaygroundEndpointResponseSchema
>;

/** `PUT /v1/playground-endpoints/{id}?projectId=`: replaces every field. */
export const updatePlaygroundEndpointBodySchema = playgroundEndpointFieldsSchema;
export type UpdatePlaygroundEndpointBody = z.infer<typeof updatePlaygroundEndpointBodySchema>;
export const updatePlaygroundEndpointResponseSchema = playgroundEndpointSchema;
export type UpdatePlaygroundEndpointResponse = z.infer<
  typeof updatePlaygroundEndpointResponseSchema
>;

// `DELETE /v1/playground-endpoints/{id}?projectId=` answers 204.
