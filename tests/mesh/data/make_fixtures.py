"""Writes the Gmsh fixtures of tests/mesh with Gmsh's own writer (the
Python module `gmsh`), so the reader is checked against real files:

  cube.msh, cube-binary.msh      a 3x3x3 transfinite hexahedral mesh of
                                 the unit cube;
  subdivided.msh, subdivided-binary.msh
                                 an unstructured all-hexahedral mesh of the
                                 unit cube: tetrahedra split into hexahedra
                                 (Mesh.SubdivisionAlgorithm = 2).

Both have the physical groups "inlet" (surface x = 0, tag 10), "outlet"
(x = 1, tag 11), "walls" (the other sides, tag 12) and "fluid" (the
volume, tag 100).  Run from this folder: python3 make_fixtures.py
"""
import gmsh


def groups():
    gmsh.model.occ.synchronize()
    inlet, outlet, walls = [], [], []
    for dim, tag in gmsh.model.getEntities(2):
        x, _, _ = gmsh.model.occ.getCenterOfMass(dim, tag)
        if abs(x) < 1e-9:
            inlet.append(tag)
        elif abs(x - 1) < 1e-9:
            outlet.append(tag)
        else:
            walls.append(tag)
    for tags, tag, name in ((inlet, 10, "inlet"), (outlet, 11, "outlet"),
                            (walls, 12, "walls")):
        gmsh.model.addPhysicalGroup(2, tags, tag, name)
    volumes = [tag for _, tag in gmsh.model.getEntities(3)]
    gmsh.model.addPhysicalGroup(3, volumes, 100, "fluid")


def save(name):
    gmsh.option.setNumber("Mesh.MshFileVersion", 4.1)
    gmsh.option.setNumber("Mesh.Binary", 0)
    gmsh.write(name + ".msh")
    gmsh.option.setNumber("Mesh.Binary", 1)
    gmsh.write(name + "-binary.msh")


def cube():
    gmsh.model.add("cube")
    gmsh.model.occ.addBox(0, 0, 0, 1, 1, 1)
    gmsh.model.occ.synchronize()
    for _, tag in gmsh.model.getEntities(1):
        gmsh.model.mesh.setTransfiniteCurve(tag, 4)
    for _, tag in gmsh.model.getEntities(2):
        gmsh.model.mesh.setTransfiniteSurface(tag)
        gmsh.model.mesh.setRecombine(2, tag)
    for _, tag in gmsh.model.getEntities(3):
        gmsh.model.mesh.setTransfiniteVolume(tag)
    groups()
    gmsh.model.mesh.generate(3)
    save("cube")


def subdivided():
    gmsh.model.add("subdivided")
    gmsh.model.occ.addBox(0, 0, 0, 1, 1, 1)
    groups()
    gmsh.option.setNumber("Mesh.MeshSizeMin", 1.0)
    gmsh.option.setNumber("Mesh.MeshSizeMax", 1.0)
    gmsh.option.setNumber("Mesh.SubdivisionAlgorithm", 2)
    gmsh.model.mesh.generate(3)
    save("subdivided")


gmsh.initialize()
gmsh.option.setNumber("General.Terminal", 0)
cube()
subdivided()
gmsh.finalize()
