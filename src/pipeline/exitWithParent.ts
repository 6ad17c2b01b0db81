// Loaded (node --import) into the processes a build starts (Astro), with an IPC channel to the build: when the
// build's process ends, even by SIGKILL, the channel closes and the child ends too, instead of writing on into a
// staging folder the next build will delete. The channel does not keep the child alive once its work is done.
process.on('disconnect', () => process.exit(1));
process.channel?.unref();
