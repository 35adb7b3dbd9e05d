import {
  WebivrMoveInput,
  WebivrNode,
  WebivrNodeInput,
  WebivrNodesQuery,
  WebivrNodeUpdate,
  WebivrPasteAnswer,
  WebivrPasteInput,
  WebivrTree,
  WebivrTreeInput,
  WebivrVersionQuery,
} from '@omnicanal/api';
import * as v from 'valibot';
import { notFound } from '../http/errors.ts';
import { PathId, type ServicePlugin } from '../http/valibot.ts';
import { WEBIVR_MANAGERS } from './access.ts';
import { createTree, deleteTree, duplicateTree, pasteNode } from './copy.ts';
import { createNode, deleteNode, moveNode, updateNode } from './nodes.ts';
import { findNode, nodeView, versionNodes } from './repo.ts';
import { editWorking, readableVersion, visibleAccount } from './working.ts';

const AccountParams = v.object({ id: PathId });
const NodeParams = v.object({ id: PathId, node: v.pipe(v.string(), v.uuid()) });
const TreeParams = v.object({ id: PathId, tree: v.pipe(v.string(), v.uuid()) });

/**
 * The trees and nodes of a web IVR (spec 001 §7 "Web IVR service"). Reads take `?version=`; edits
 * change the working version only (`version_read_only` otherwise), each recorded as a snapshot.
 */
export const nodesRoutes: ServicePlugin = async (app) => {
  const db = app.db;

  app.post(
    '/accounts/:id/trees',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Adds an empty tree to the working menu.',
        params: AccountParams,
        querystring: WebivrVersionQuery,
        body: WebivrTreeInput,
        response: { 200: WebivrTree },
      },
    },
    async (request) =>
      editWorking(db, request.actor, request.params.id, request.query.version, (trx, account) =>
        createTree(trx, account, request.body.label),
      ),
  );

  app.delete(
    '/accounts/:id/trees/:tree',
    {
      config: { ...WEBIVR_MANAGERS, answers: 'no-content' },
      schema: {
        summary: 'Removes a tree and its nodes from the working menu.',
        description: 'Jumps to it from other trees are cleared and left unvalidated.',
        params: TreeParams,
        querystring: WebivrVersionQuery,
      },
    },
    async (request, reply) => {
      await editWorking(db, request.actor, request.params.id, request.query.version, (trx, account) =>
        deleteTree(trx, account, request.params.tree),
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/accounts/:id/trees/:tree/duplicate',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Copies a tree: named "label (n)", its nodes pasted in (spec 001 §4).',
        params: TreeParams,
        querystring: WebivrVersionQuery,
        response: { 200: WebivrTree },
      },
    },
    async (request) =>
      editWorking(db, request.actor, request.params.id, request.query.version, (trx, account) =>
        duplicateTree(trx, account, request.params.tree),
      ),
  );

  app.get(
    '/accounts/:id/nodes',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'The nodes of a version; `validated=false` lists the unvalidated ones.',
        params: AccountParams,
        querystring: WebivrNodesQuery,
        response: { 200: v.array(WebivrNode) },
      },
    },
    async (request) => {
      const account = await visibleAccount(db, request.actor, request.params.id);
      const version = await readableVersion(db, account, request.query.version);
      const { validated, tree } = request.query;
      return (await versionNodes(db, version))
        .filter((node) => validated === undefined || node.validated === (validated === 'true'))
        .filter((node) => tree === undefined || node.tree_id === tree)
        .map(nodeView);
    },
  );

  app.get(
    '/accounts/:id/nodes/:node',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'A node of a version.',
        params: NodeParams,
        querystring: WebivrVersionQuery,
        response: { 200: WebivrNode },
      },
    },
    async (request) => {
      const account = await visibleAccount(db, request.actor, request.params.id);
      const node = await findNode(
        db,
        await readableVersion(db, account, request.query.version),
        request.params.node,
      );
      if (!node) throw notFound('node');
      return nodeView(node);
    },
  );

  app.post(
    '/accounts/:id/nodes',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Adds a node to the working menu.',
        description:
          'Refused with the rule broken: `first_node_must_be_page`, `parent_required`, `drop_kind_refused`, `action_not_allowed`.',
        params: AccountParams,
        querystring: WebivrVersionQuery,
        body: WebivrNodeInput,
        response: { 200: WebivrNode },
      },
    },
    async (request) =>
      editWorking(db, request.actor, request.params.id, request.query.version, (trx, account) =>
        createNode(trx, account, request.actor, request.body),
      ),
  );

  app.post(
    '/accounts/:id/nodes/children',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Moves a node, with its branch, under another node.',
        description: 'Refused with `same_source_target`, `parent_under_own_child` or `drop_kind_refused`.',
        params: AccountParams,
        querystring: WebivrVersionQuery,
        body: WebivrMoveInput,
        response: { 200: WebivrNode },
      },
    },
    async (request) =>
      editWorking(db, request.actor, request.params.id, request.query.version, (trx, account) =>
        moveNode(trx, account, request.body),
      ),
  );

  app.post(
    '/accounts/:id/nodes/:node',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Changes a node of the working menu: label, action, settings, validation.',
        params: NodeParams,
        querystring: WebivrVersionQuery,
        body: WebivrNodeUpdate,
        response: { 200: WebivrNode },
      },
    },
    async (request) =>
      editWorking(db, request.actor, request.params.id, request.query.version, (trx, account) =>
        updateNode(trx, account, request.actor, request.params.node, request.body),
      ),
  );

  app.delete(
    '/accounts/:id/nodes/:node',
    {
      config: { ...WEBIVR_MANAGERS, answers: 'no-content' },
      schema: {
        summary: 'Removes a node and its branch from the working menu.',
        params: NodeParams,
        querystring: WebivrVersionQuery,
      },
    },
    async (request, reply) => {
      await editWorking(db, request.actor, request.params.id, request.query.version, (trx, account) =>
        deleteNode(trx, account, request.params.node),
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/accounts/:id/nodes/:node/paste',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Pastes a copied node with its branch under this node, or in its place with `replace`.',
        params: NodeParams,
        querystring: WebivrVersionQuery,
        body: WebivrPasteInput,
        response: { 200: WebivrPasteAnswer },
      },
    },
    async (request) =>
      editWorking(db, request.actor, request.params.id, request.query.version, (trx, account) =>
        pasteNode(trx, request.actor, account, request.params.node, request.body),
      ),
  );
};
