/*
 * What other modules may use of this module: nothing yet. Lint lets other modules import this file
 * only; export here what one comes to need. The registry mounts the module from its routes file.
 */
export {};
