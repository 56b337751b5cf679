//! Iterating over the properties of one node of a [`CompactTree`].

use super::{CompactTree, Entry, NodeEntries};
use crate::sgf::view::PropRef;

/// The properties of one node of a [`CompactTree`].
#[derive(Clone, Debug)]
pub(crate) struct CompactProps<'a> {
    pub(super) tree: &'a CompactTree,
    pub(super) node: u32,
    pub(super) entries: NodeEntries<'a>,
}

impl<'a> Iterator for CompactProps<'a> {
    type Item = PropRef<'a>;

    #[inline]
    fn next(&mut self) -> Option<PropRef<'a>> {
        loop {
            let Some((_, e)) = self.entries.next() else {
                // The next node's entries start here: reading nodes in
                // order finds them without reading this one's again.
                self.tree
                    .layout
                    .remember(self.node as usize + 1, self.entries.at);
                return None;
            };
            if let Entry::Prop { ident, step } = e {
                return Some(
                    self.tree
                        .prop_ref(self.node, self.entries.at, ident.len(), step),
                );
            }
        }
    }
}
